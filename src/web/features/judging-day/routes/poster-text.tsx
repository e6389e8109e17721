/**
 * /projects/{slug}/p/{posterId}/text: a poster read as text (decision 092), in the poster's language: its title,
 * then its file's headings and paragraphs in reading order, page by page. Members of the project read it from the
 * poster's page, the judge's evaluation and the kiosk; a visitor by the poster's link when the project allows it.
 */
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { useCheckedSession } from '@web/session/session-context';
import { Spinner } from '@web/components/ui/notices/spinner';
import { LoadFailed } from '@web/components/ui/notices/load-failed';
import { PosterTextView } from '@web/components/ui/poster/poster-text-view';
import { paths } from '@web/lib/paths';
import { usePosterText } from '@web/lib/poster-text-query';
import { useJudgingDayPagesT } from '../i18n/judging-day';

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
        {shown ? <PosterTextView text={shown} /> : <p>{t('text.notPublic')}</p>}
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
