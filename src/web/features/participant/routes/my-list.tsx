/**
 * user/my-list: the participant's starred posters in the hall's order (session, time, board: orderMyList), each
 * with where and when it is shown and a button that takes it out. Kept offline on the phone: the service worker
 * answers GET /favorites with its last good answer and the shell renders this page (decisions 053, 067); taking a
 * poster out needs signal, as starring does. Each poster has the gallery's picture, small (decision 071): kept
 * offline when seen or kept (keep-my-list.ts), else the placeholder.
 */
import { Link } from 'react-router';
import type { FavoritePoster } from '@shared/contracts/attendees';
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { Spinner } from '@web/components/ui/notices/spinner';
import { LoadFailed } from '@web/components/ui/notices/load-failed';
import { PosterNumber } from '@web/components/ui/poster/poster-number';
import { PosterSideThumb } from '@web/components/ui/poster/poster-thumb';
import { errorMessage } from '@web/lib/error-message';
import { paths } from '@web/lib/paths';
import { useOnline } from '@web/lib/use-online';
import { useFavorites, useSetFavorite } from '../api/favorites';
import { useAttendeeT } from '../i18n/attendee';
import { orderMyList } from '../lib/my-list-order';
import { useKeepMyList } from '../lib/keep-my-list';
import { useTime } from '@web/current-project/use-time';
import '../participant.css';
import { FailedAlert } from '@web/components/ui/notices/failed-alert';

export default function MyListPage() {
  const { t } = useAttendeeT();
  const project = useProject();
  const q = useFavorites(project.id);
  const online = useOnline();
  useKeepMyList(project.id, project.slug);
  const posters = q.data ? orderMyList(q.data.posters) : null;
  return (
    <ProjectPage title={t('myList.title')}>
      <div className="container stack">
        <div className="row-between">
          <h1 className="participant-title">{t('myList.title')}</h1>
          <Link className="btn" to={paths.participant.posters(project.slug)}>
            {t('myList.toGallery')}
          </Link>
        </div>
        {!online && posters ? (
          <p className="my-list-offline" role="status">
            {t('myList.offline')}
          </p>
        ) : null}
        {q.isError && !posters ? (
          <LoadFailed
            message={`${t('myList.loadFailed')}: ${errorMessage(q.error)}`}
            onRetry={() => void q.refetch()}
          />
        ) : !posters ? (
          <Spinner />
        ) : posters.length === 0 ? (
          <p className="empty">{t('myList.empty')}</p>
        ) : (
          <ul className="stack my-list" data-testid="my-list">
            {posters.map((p) => (
              <MyListCard key={p.id} projectId={project.id} slug={project.slug} poster={p} />
            ))}
          </ul>
        )}
      </div>
    </ProjectPage>
  );
}

/** One starred poster: its picture, number and board, title, authors, session and time; the link opens it. */
function MyListCard({
  projectId,
  slug,
  poster: p,
}: {
  projectId: number;
  slug: string;
  poster: FavoritePoster;
}) {
  const { t } = useAttendeeT();
  const time = useTime();
  const remove = useSetFavorite(projectId);
  return (
    <li className="card my-list-item" data-testid="my-list-item">
      <Link to={paths.participant.poster(slug, p.id)} className="my-list-link">
        <PosterSideThumb picture={p.picture} alt={t('myList.pictureAlt', { title: p.title })} />
        <span className="my-list-text">
          <span className="my-list-place">
            <PosterNumber className="poster-id" number={p.number} />
            <span className="my-list-board">
              {p.board ? t('myList.board', { board: p.board }) : t('myList.noBoard')}
            </span>
          </span>
          <span className="poster-card-title">{p.title}</span>
          <span className="poster-card-author">{p.author}</span>
          <span className="my-list-when">
            {p.session
              ? t('myList.session', {
                  name: p.session.name,
                  time: time.clockRange(p.session.date, p.session.starts_at, p.session.ends_at),
                }) + (p.session.area ? ` · ${p.session.area}` : '')
              : t('myList.noSession')}
          </span>
        </span>
      </Link>
      <div className="my-list-actions">
        <button
          type="button"
          className="btn"
          aria-label={`${t('star.remove')}: ${p.title}`}
          disabled={remove.isPending}
          onClick={() => remove.mutate({ posterId: p.id, starred: false })}
        >
          {t('myList.remove')}
        </button>
        <FailedAlert error={remove.error} failed={t('star.failed')} small />
      </div>
    </li>
  );
}
