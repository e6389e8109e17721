/**
 * user/my-list: the participant's starred posters, by number (orderMyList). Kept offline on the phone: the service
 * worker answers GET /favorites with its last good answer and the shell renders this page (decision 053).
 */
import { Link } from 'react-router';
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { Spinner } from '@web/components/ui/notices/spinner';
import { LoadFailed } from '@web/components/ui/notices/load-failed';
import { errorMessage } from '@web/lib/error-message';
import { paths } from '@web/lib/paths';
import { useFavorites } from '../api/favorites';
import { useAttendeeT } from '../i18n/attendee';
import { orderMyList } from '../lib/my-list-order';
import { useKeepMyList } from '../lib/keep-my-list';
import '../participant.css';
import { PosterNumber } from '@web/components/ui/poster/poster-number';

export default function MyListPage() {
  const { t } = useAttendeeT();
  const project = useProject();
  const q = useFavorites(project.id);
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
              <li key={p.id}>
                <Link to={paths.participant.poster(project.slug, p.id)} className="card card-link stack">
                  <PosterNumber className="poster-id" number={p.number} board={p.board} />
                  <span className="poster-card-title">{p.title}</span>
                  <span className="poster-card-author">{p.author}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </ProjectPage>
  );
}
