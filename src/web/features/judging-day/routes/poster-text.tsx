/**
 * /projects/{slug}/p/{posterId}/text: a poster read as text (decision 092), in the poster's language: its title,
 * then its file's headings and paragraphs in reading order, page by page. Members of the project read it from the
 * poster's page, the judge's evaluation and the kiosk; a visitor by the poster's link when the project allows it.
 */
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { createElement } from 'react';
import type { PosterText, PosterTextBlock } from '@shared/contracts/posters';
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { useCheckedSession } from '@web/session/session-context';
import { Spinner } from '@web/components/ui/notices/spinner';
import { LoadFailed } from '@web/components/ui/notices/load-failed';
import { PosterNumber } from '@web/components/ui/poster/poster-number';
import { paths } from '@web/lib/paths';
import { usePosterText } from '../api/get-poster-text';
import { useJudgingDayPagesT } from '../i18n/judging-day';
import './poster-text.css';

export default function PosterTextPage() {
  const { t } = useJudgingDayPagesT();
  const project = useProject();
  const { posterId = '' } = useParams();
  const { user, role, ready } = useCheckedSession();
  const id = Number(posterId);
  const own = !!user && user.project_id === project.id;
  const reader = own && role === 'kiosk' ? 'kiosk' : own && role !== 'presenter' ? 'member' : 'public';
  const text = usePosterText(project.id, id, reader, ready && Number.isInteger(id) && id > 0);

  if (!ready || text.isPending) return <Spinner />;
  if (text.isError)
    return (
      <ProjectPage title={t('text.title')}>
        <div className="container-narrow">
          <LoadFailed message={t('text.loadFailed')} onRetry={() => void text.refetch()} large />
        </div>
      </ProjectPage>
    );
  const shown = text.data;
  return (
    <ProjectPage title={shown ? t('text.pageTitle', { title: shown.title }) : t('text.title')}>
      <div className="container-narrow stack">
        {shown ? <PosterWords text={shown} /> : <p>{t('text.notPublic')}</p>}
        <BackToPoster posterId={posterId} />
      </div>
    </ProjectPage>
  );
}

/** Back where the reader came from (the poster's page, the evaluation, the kiosk); else the poster's link. */
function BackToPoster({ posterId }: { posterId: string }) {
  const { t } = useJudgingDayPagesT();
  const { slug } = useProject();
  const navigate = useNavigate();
  const came = useLocation().key !== 'default';
  return came ? (
    <button type="button" className="btn btn-lg btn-block" onClick={() => void navigate(-1)}>
      {t('text.back')}
    </button>
  ) : (
    <Link className="btn btn-lg btn-block" to={paths.posterLink(slug, posterId)}>
      {t('text.back')}
    </Link>
  );
}

function PosterWords({ text }: { text: PosterText }) {
  const { t } = useJudgingDayPagesT();
  const many = text.pages.length > 1;
  const levels = headingLevels(text);
  return (
    <article className="poster-text stack" lang={text.lang} data-testid="poster-text">
      <header>
        <PosterNumber className="poster-id" number={text.number} board={null} />
        <h1>{text.title}</h1>
      </header>
      {text.source === 'none' ? (
        <p className="poster-text-note" lang={undefined}>
          {t('text.none')}
        </p>
      ) : null}
      {text.source === 'plain' ? <p className="poster-text-note">{t('text.plain')}</p> : null}
      {text.pages.map((page) =>
        many ? (
          <section
            key={page.number}
            aria-label={t('text.page', { n: page.number, total: text.pages.length })}
          >
            <p className="poster-text-page" aria-hidden="true">
              {t('text.page', { n: page.number, total: text.pages.length })}
            </p>
            <Blocks blocks={levels.blocks(page.blocks)} shift={levels.shift} />
          </section>
        ) : (
          <Blocks key={page.number} blocks={levels.blocks(page.blocks)} shift={levels.shift} />
        ),
      )}
    </article>
  );
}

/**
 * The page's h1 is the poster's title from the programme. A file whose own title (its level 1) says the same has
 * it left out and its headings keep their levels (its sections h2); otherwise every heading sits one level below.
 */
function headingLevels(text: PosterText): {
  blocks: (pageBlocks: PosterTextBlock[]) => PosterTextBlock[];
  shift: number;
} {
  const same = (a: string) =>
    a.replace(/\s+/g, '').toLowerCase() === text.title.replace(/\s+/g, '').toLowerCase();
  const first = text.pages.flatMap((p) => p.blocks).find((b) => b.kind === 'heading');
  const titled = first?.kind === 'heading' && first.level === 1 && same(first.text);
  return {
    blocks: (pageBlocks) => (titled ? pageBlocks.filter((b) => b !== first) : pageBlocks),
    shift: titled ? 0 : 1,
  };
}

function Blocks({ blocks, shift }: { blocks: PosterTextBlock[]; shift: number }) {
  return blocks.map((b, i) =>
    b.kind === 'heading' ? (
      createElement(`h${Math.max(2, b.level + shift)}`, { key: i }, b.text)
    ) : (
      <p key={i}>{b.text}</p>
    ),
  );
}
