/**
 * /projects/{slug}/p/{posterId}, the address in a poster's QR code: its judge goes to the evaluation, a
 * participant to the poster page; someone not logged in chooses (a judge logs in and comes back here). The page
 * and region a kiosk's QR adds (`?page=&region=`, decision 058) go on to the participant's page and open the viewer
 * there; the judge's evaluation opens whole. A visitor reading the poster here, or a participant sent on, is a qr
 * view; `?from=kiosk` makes it a hand-off (decision 056). A presenter who scans their own board's code goes to their
 * page to say they are at the board (issue "The poster hall"); another poster's code shows them what a visitor sees.
 */
import { Link, Navigate, useLocation, useParams } from 'react-router';
import type { ViewInput } from '@shared/contracts/stats';
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { useCheckedSession } from '@web/session/session-context';
import { Spinner } from '@web/components/ui/notices/spinner';
import { useAssignedPosters } from '../api/get-assigned-posters';
import { usePublicPoster } from '../api/get-public-poster';
import { PublicPoster } from '../components/public-poster';
import { useJudgingDayPagesT } from '../i18n/judging-day';
import { placeFromSearch } from '@web/components/ui/poster/poster-place';
import { paths } from '@web/lib/paths';
import { useRecordView, type ViewState } from '@web/lib/use-record-view';

/** What the presenter's page hears when the presenter came by their board's QR code. */
type AtBoard = { atBoard: true };

export default function PosterLinkPage() {
  const { t } = useJudgingDayPagesT();
  const project = useProject();
  const { posterId = '' } = useParams();
  const { user, role, ready } = useCheckedSession();
  const { search } = useLocation();
  const { slug } = project;
  const here = paths.posterLink(slug, posterId);
  const ownJudge = role === 'judge' && user?.project_id === project.id;
  const presenter = role === 'presenter' && user?.project_id === project.id;
  const visitor = !user || (presenter && String(user.id) !== posterId);
  const assigned = useAssignedPosters(project.id, ownJudge);
  // Someone not signed in reads the poster here when the project lets anyone with its link (decision 055).
  const id = Number(posterId);
  const shown = usePublicPoster(project.id, id, ready && visitor && Number.isInteger(id) && id > 0);
  const params = new URLSearchParams(search);
  const view: ViewInput =
    params.get('from') === 'kiosk' ? { channel: 'qr', from: 'kiosk' } : { channel: 'qr' };
  useRecordView(project.id, visitor && shown.data?.poster ? id : null, view);

  if (!ready || (ownJudge && assigned.isPending)) return <Spinner />;
  if (ownJudge && assigned.data?.some((p) => String(p.poster_id) === posterId))
    return <Navigate to={paths.judge.evaluate(slug, posterId)} replace />;
  const participantPage = { pathname: paths.participant.poster(slug, posterId), search };
  if (presenter && !visitor)
    return <Navigate to={paths.presenter.page(slug)} state={{ atBoard: true } satisfies AtBoard} replace />;
  if (user && !visitor) return <Navigate to={participantPage} state={{ view } satisfies ViewState} replace />;
  const open = shown.data?.poster;
  if (!open && shown.isLoading) return <Spinner />;
  return (
    <ProjectPage title={open?.title ?? t('posterLink.title')}>
      <div className="container-narrow stack">
        {open ? (
          <PublicPoster poster={open} start={placeFromSearch(params)} />
        ) : (
          <h1>{t('posterLink.title')}</h1>
        )}
        <p>{open ? t('posterLink.more') : t('posterLink.choose')}</p>
        <Link
          className="btn btn-primary btn-lg btn-block"
          to={paths.judge.login(slug)}
          state={{ from: here }}
        >
          {t('posterLink.judge')}
        </Link>
        <Link className="btn btn-lg btn-block" to={participantPage}>
          {t('posterLink.participant')}
        </Link>
      </div>
    </ProjectPage>
  );
}
