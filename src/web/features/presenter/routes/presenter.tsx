/**
 * /projects/{slug}/presenter: the presenter's page, phone first: their poster, the deadline and the organiser's
 * instructions, what to upload, the upload, and what became of the newest file (asked again every 2 s while it
 * is rendered).
 */
import type { PresenterPoster } from '@shared/contracts/submissions';
import { useLocation } from 'react-router';
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { LoadFailed } from '@web/components/ui/notices/load-failed';
import { Spinner } from '@web/components/ui/notices/spinner';
import { useSubmissionT } from '@web/components/ui/submission/submission-text';
import { ApiError } from '@web/lib/api';
import { errorMessage } from '@web/lib/error-message';
import { usePresenterPoster } from '../api/get-presenter-poster';
import { SeenVersion, SubmissionView } from '../components/submission-view';
import { ConsentChoices } from '../components/consent-choices';
import { UploadControl } from '../components/upload-control';
import { PresenceControl } from '../components/presence-control';
import { PresenterQuestionsSection } from '../components/presenter-questions';
import { PresenterStatsSection } from '../components/presenter-stats';
import { PresenterCertificateSection } from '../components/presenter-certificate';
import { usePresenterT } from '../i18n/presenter';
import { kindNames } from '../lib/check-file';
import { useTime } from '@web/current-project/use-time';
import '../presenter.css';
import { PosterNumber } from '@web/components/ui/poster/poster-number';
import { MediaToolsNotice } from '@web/components/ui/submission/media-tools-notice';
import { CardSection } from '@web/components/ui/layout/card-section';

export default function PresenterPage() {
  const { t } = usePresenterT();
  const project = useProject();
  const q = usePresenterPoster(project.id);
  const signedOut = q.error instanceof ApiError && (q.error.status === 401 || q.error.status === 403);
  return (
    <ProjectPage title={q.data?.poster.title ?? t('title')}>
      <div className="container-narrow stack presenter-page">
        {signedOut ? (
          <>
            <h1>{t('title')}</h1>
            <p className="alert-inline" role="alert">
              {t('signedOut')}
            </p>
          </>
        ) : q.isError ? (
          <>
            <h1>{t('title')}</h1>
            <LoadFailed
              message={`${t('loadFailed')}: ${errorMessage(q.error)}`}
              onRetry={() => void q.refetch()}
            />
          </>
        ) : q.data ? (
          <Presenter view={q.data} projectId={project.id} slug={project.slug} />
        ) : (
          <Spinner />
        )}
      </div>
    </ProjectPage>
  );
}

function Presenter({ view, projectId, slug }: { view: PresenterPoster; projectId: number; slug: string }) {
  const { t } = usePresenterT();
  const { t: words } = useSubmissionT();
  const { poster, settings, rules, submission, approved } = view;
  const time = useTime();
  const atBoard = (useLocation().state as { atBoard?: boolean } | null)?.atBoard === true;
  return (
    <>
      <header className="stack presenter-head">
        <PosterNumber className="poster-id" number={poster.number} />
        <h1 className="presenter-title">{poster.title}</h1>
        <p className="muted">
          {poster.author}
          {poster.presenter_name && poster.presenter_name !== poster.author
            ? ` · ${t('presenter', { name: poster.presenter_name })}`
            : ''}
        </p>
      </header>
      <PresenceControl projectId={projectId} atBoard={atBoard} />
      <PresenterCertificateSection projectId={projectId} slug={slug} />
      <dl className="facts presenter-facts">
        <div>
          <dt>{t('deadline')}</dt>
          <dd>{settings.deadline ? time.dateTime(settings.deadline, { weekday: true }) : t('noDeadline')}</dd>
        </div>
      </dl>
      {settings.instructions ? (
        <CardSection id="presenter-instructions-title" title={t('instructions')}>
          <p className="presenter-instructions">{settings.instructions}</p>
        </CardSection>
      ) : null}
      {view.open ? (
        <>
          <section className="stack" aria-labelledby="presenter-what-title">
            <h2 id="presenter-what-title" className="h-section">
              {t('what')}
            </h2>
            <ul className="presenter-rules">
              <li>{t('pdfFirst')}</li>
              <li>{t('kinds', { kinds: kindNames(rules), mb: rules.max_mb })}</li>
              {settings.poster_format !== 'free' ? (
                <li>{t('format', { format: words(`format.${settings.poster_format}`) })}</li>
              ) : null}
              <li>{rules.slides ? t('slidesConverted') : t('exportPdf')}</li>
            </ul>
          </section>
          <MediaToolsNotice audience="presenter" />
          <UploadControl projectId={projectId} rules={rules} replace={submission !== null} />
        </>
      ) : (
        <p className="alert-inline" role="status">
          {t('closed')}
        </p>
      )}
      {submission ? (
        <>
          <SubmissionView submission={submission} title={poster.title} />
          <SeenVersion submission={submission} approved={approved} />
        </>
      ) : null}
      <ConsentChoices view={view} projectId={projectId} />
      <PresenterQuestionsSection projectId={projectId} posterId={poster.id} />
      <PresenterStatsSection projectId={projectId} />
    </>
  );
}
