/**
 * user/posters: the project's posters, searched, sorted and narrowed to a category by the server, loading more
 * as the list scrolls (decision 026). The search, order and category stay in the address for Back.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Poster, SearchHit } from '@shared/contracts/posters';
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { LogoutButton } from '@web/session/logout-button';
import { useSession } from '@web/session/session-context';
import { PosterThumb } from '@web/components/ui/poster/poster-thumb';
import { Spinner } from '@web/components/ui/notices/spinner';
import { errorMessage } from '@web/lib/error-message';
import { useDebounced } from '@web/lib/use-debounced';
import { galleryParams, gallerySorts, usePosterGallery } from '../api/get-posters';
import { useParticipantT } from '../i18n/participant';
import { useAttendeeT } from '../i18n/attendee';
import { StarButton } from '../components/star-button';
import { useTime } from '@web/current-project/use-time';
import '../participant.css';
import { LoadFailed } from '@web/components/ui/notices/load-failed';
import { SelectField } from '@web/components/ui/forms/field';
import { SearchField } from '@web/components/ui/forms/search-field';
import { paths } from '@web/lib/paths';
import { apiUrl } from '@web/lib/api';
import { participantApi } from '@web/lib/api-paths/participant';
import { useAbstractBook } from '../api/get-abstract-book';
import { PosterNumber } from '@web/components/ui/poster/poster-number';

export default function ParticipantPostersPage() {
  const { t } = useParticipantT();
  const { t: words } = useAttendeeT();
  const project = useProject();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const { sort, category = '' } = galleryParams(params);
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebounced(search.trim());
  const set = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  useEffect(() => {
    if ((params.get('q') ?? '') !== q) set('q', q);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the settled search changes
  }, [q]);

  const book = useAbstractBook(project.id).data;
  const gallery = usePosterGallery(project.id, {
    q: q || undefined,
    sort,
    dir: 'asc',
    category: category || undefined,
  });
  const pages = gallery.data?.pages ?? [];
  const first = pages[0];
  const posters = pages.flatMap((p) => p.items);
  const filtered = !!q || !!category;

  return (
    <ProjectPage title={t('list.title')}>
      <div className="container stack">
        <div className="row-between">
          <div>
            <h1 className="participant-title">{t('list.title')}</h1>
            {user ? (
              <p className="muted participant-welcome">
                {t('list.welcome', { name: user.full_name || user.username })}
              </p>
            ) : null}
          </div>
          <div className="row">
            {book?.published && book.built_at ? (
              <a className="btn" href={apiUrl(participantApi(project.id).abstractBookPdf())} download>
                {t('list.abstractBook')}
              </a>
            ) : null}
            <Link className="btn" to={paths.participant.myList(project.slug)}>
              {words('myList.link')}
            </Link>
            {project.phase === 'published' ? (
              <Link className="btn" to={paths.participant.results(project.slug)}>
                {t('list.results')}
              </Link>
            ) : null}
            <LogoutButton to={paths.participant.login(project.slug)} />
          </div>
        </div>
        <search className="participant-filters" role="search">
          <SearchField
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            value={search}
            onChange={setSearch}
          />
          <SelectField
            label={t('list.category')}
            value={category}
            onChange={(v) => set('category', v)}
            none={t('list.allCategories')}
            options={(first?.categories ?? []).map((c) => ({ value: c, text: c }))}
          />
          <SelectField
            label={t('list.sort')}
            value={sort ?? (q ? 'relevance' : 'number')}
            onChange={(v) => set('sort', v === 'relevance' || (v === 'number' && !q) ? '' : v)}
            options={[...(q ? (['relevance'] as const) : []), ...gallerySorts].map((s) => ({
              value: s,
              text: t(`list.sortBy.${s}`),
            }))}
          />
        </search>
        {gallery.isPending ? (
          <Spinner />
        ) : gallery.isError && !first ? (
          <LoadFailed
            message={`${t('list.loadFailed')}: ${errorMessage(gallery.error)}`}
            onRetry={() => void gallery.refetch()}
          />
        ) : first!.total === 0 && !filtered ? (
          <p className="empty">{t('list.empty')}</p>
        ) : (
          <>
            <p className="muted small" aria-live="polite">
              {t('list.count', { count: first!.total })}
            </p>
            {posters.length === 0 ? (
              <p className="empty">{t('list.noResults')}</p>
            ) : (
              <ul className="card-grid poster-grid" aria-busy={gallery.isFetching}>
                {posters.map((p) => (
                  <PosterCard
                    key={p.id}
                    projectId={project.id}
                    poster={p}
                    to={paths.participant.poster(project.slug, p.id)}
                    noImage={t('list.noImage')}
                  />
                ))}
              </ul>
            )}
            {gallery.hasNextPage ? (
              <LoadMore
                onMore={() => void gallery.fetchNextPage()}
                busy={gallery.isFetchingNextPage}
                label={t('list.more', { shown: posters.length, total: first!.total })}
              />
            ) : null}
            {gallery.isFetchNextPageError ? (
              <LoadFailed message={t('list.loadFailed')} onRetry={() => void gallery.fetchNextPage()} />
            ) : null}
          </>
        )}
      </div>
    </ProjectPage>
  );
}

/** The card's picture box (participant.css .poster-thumb): 4:3 in the grid, 112 px wide in a phone's row. */
const CARD_BOX = { width: 320, height: 240, phone: { width: 112, height: 150 } };
/**
 * The end of the list: the next page loads as it scrolls into view (IntersectionObserver), and the button
 * does the same for a keyboard or a browser that does not scroll.
 */
function LoadMore({ onMore, busy, label }: { onMore: () => void; busy: boolean; label: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const el = ref.current;
    if (!el || busy) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) more.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [busy]);
  return (
    <button
      ref={ref}
      type="button"
      className="btn btn-block"
      onClick={onMore}
      disabled={busy}
      aria-busy={busy}
      data-testid="gallery-more"
    >
      {label}
    </button>
  );
}

function PosterCard({
  projectId,
  poster,
  to,
  noImage,
}: {
  projectId: number;
  poster: Poster & { hit?: SearchHit };
  to: string;
  noImage: string;
}) {
  const { t } = useParticipantT();
  const time = useTime();
  // The server's one choice: its first image, else its approved file's first page (decision 066).
  const thumb = poster.picture;
  return (
    <li className="poster-card-item">
      <StarButton projectId={projectId} posterId={poster.id} title={poster.title} />
      <Link to={to} className="card card-link grid-card poster-card" data-testid="poster-card">
        <div className="poster-thumb">
          {thumb ? (
            <PosterThumb image={thumb} alt="" box={CARD_BOX} />
          ) : (
            <span className="muted small">{noImage}</span>
          )}
        </div>
        <div className="poster-card-body">
          <PosterNumber className="poster-id" number={poster.number} board={poster.board} />
          <h2 className="poster-card-title">{poster.title}</h2>
          <p className="poster-card-author">{poster.author}</p>
          {poster.hit ? <SearchHitLine hit={poster.hit} /> : null}
          {poster.session ? (
            <p className="poster-card-author small">
              {t('detail.session', {
                name: poster.session.name,
                time: time.clockRange(poster.session.date, poster.session.starts_at, poster.session.ends_at),
              })}
            </p>
          ) : null}
          {poster.category ? <span className="badge badge-info">{poster.category}</span> : null}
        </div>
      </Link>
    </li>
  );
}

/**
 * Where the search found the poster: the field, then its sentence with the found words in <mark>. The parts are
 * the server's plain text, written as text (React escapes it): a poster's text cannot add markup to the page.
 */
function SearchHitLine({ hit }: { hit: SearchHit }) {
  const { t } = useParticipantT();
  return (
    <p className="poster-card-hit" data-testid="poster-card-hit">
      <span className="muted">{t(`list.hitIn.${hit.field}`)}: </span>
      {hit.parts.map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
    </p>
  );
}
