/**
 * user/posters/{id}: the poster as a poster: text, zoomable images and its audio. `?page=&region=` (a kiosk's QR
 * code, decision 058) opens the viewer at that page and region.
 */
import { Link, useLocation, useSearchParams } from 'react-router';
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { useIdParam } from '@web/lib/use-id-param';
import { Spinner } from '@web/components/ui/notices/spinner';
import { ApiError, apiUrl } from '@web/lib/api';
import { participantApi } from '@web/lib/api-paths/participant';
import { errorMessage } from '@web/lib/error-message';
import { usePoster } from '../api/get-poster';
import { placeFromSearch } from '@web/components/ui/poster/poster-place';
import { PosterContent } from '@web/components/ui/poster/poster-content';
import { PosterFacts } from '@web/components/ui/poster/poster-facts';
import { BoardOnMap } from '@web/components/ui/hall/board-on-map';
import { usePosterWordsT } from '@web/components/ui/poster/poster-words';
import { useParticipantT } from '../i18n/participant';
import { mediaUrl } from '@web/lib/media-url';
import { useTime } from '@web/current-project/use-time';
import '../participant.css';
import { LoadFailed } from '@web/components/ui/notices/load-failed';
import { VoteButton } from '../components/vote-button';
import { StarButton } from '../components/star-button';
import { PosterQuestions } from '../components/poster-questions';
import { paths } from '@web/lib/paths';
import { screenChannel, useRecordView, viewOfState } from '@web/lib/use-record-view';
import { PosterNumber } from '@web/components/ui/poster/poster-number';

export default function ParticipantPosterDetailPage() {
  const { t } = useParticipantT();
  const { t: words } = usePosterWordsT();
  const time = useTime();
  const project = useProject();
  const { id: posterId, valid } = useIdParam();
  const q = usePoster(project.id, posterId);
  const [search] = useSearchParams();
  const listPath = paths.participant.posters(project.slug);
  const notFound =
    !valid || (q.error instanceof ApiError && (q.error.status === 404 || q.error.status === 400));
  const poster = q.data;
  const audio = mediaUrl(poster?.audio_file);
  const { state } = useLocation();
  useRecordView(project.id, poster ? poster.id : null, viewOfState(state) ?? { channel: screenChannel() });

  return (
    <ProjectPage title={poster?.title ?? t('list.title')}>
      <div className="container stack participant-detail">
        <Link to={listPath} className="btn participant-back">
          ‹ {t('detail.backToList')}
        </Link>
        {notFound ? (
          <>
            <h1 className="visually-hidden">{t('list.title')}</h1>
            <p className="alert-inline" role="alert">
              {t('detail.notFound')}
            </p>
          </>
        ) : q.isError ? (
          <>
            <h1 className="visually-hidden">{t('list.title')}</h1>
            <LoadFailed
              message={`${t('detail.loadFailed')}: ${errorMessage(q.error)}`}
              onRetry={() => void q.refetch()}
            />
          </>
        ) : !poster ? (
          <Spinner />
        ) : (
          <article className="card stack">
            <div className="row">
              <PosterNumber className="poster-id" number={poster.number} board={poster.board} />
              {poster.session ? (
                <span className="muted small" data-testid="poster-session">
                  {t('detail.session', {
                    name: poster.session.name,
                    time: time.clockRange(
                      poster.session.date,
                      poster.session.starts_at,
                      poster.session.ends_at,
                    ),
                  })}
                  {poster.session.area ? ` · ${poster.session.area}` : ''}
                </span>
              ) : null}
              {poster.category ? <span className="badge badge-info">{poster.category}</span> : null}
              <StarButton projectId={project.id} posterId={poster.id} title={poster.title} />
            </div>
            <h1 className="participant-title">{poster.title}</h1>
            <PosterFacts
              facts={[
                [words('author'), poster.author],
                [words('affiliation'), poster.affiliation],
              ]}
            />
            <VoteButton projectId={project.id} posterId={poster.id} />
            {poster.downloadable ? (
              <a className="btn" href={apiUrl(participantApi(project.id).posterFile(poster.id))} download>
                {t('detail.download')}
              </a>
            ) : null}
            {poster.closed ? (
              <p className="alert-inline" role="status">
                {t('detail.closed')}
              </p>
            ) : null}
            {audio ? (
              <section className="stack" aria-labelledby="poster-audio-title">
                <h2 id="poster-audio-title" className="participant-section">
                  {t('detail.audio')}
                </h2>
                <audio
                  controls
                  preload="none"
                  src={audio}
                  className="poster-audio"
                  aria-labelledby="poster-audio-title"
                >
                  {t('detail.audioUnsupported')}
                </audio>
              </section>
            ) : null}
            <PosterContent poster={poster} start={placeFromSearch(search)} />
            <BoardOnMap projectId={project.id} board={poster.board} />
            <PosterQuestions projectId={project.id} posterId={poster.id} />
          </article>
        )}
      </div>
    </ProjectPage>
  );
}
