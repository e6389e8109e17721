/** /projects/{slug}/presenter/link/{token}: the poster's personal link signs the presenter in, then their page. */
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { Spinner } from '@web/components/ui/notices/spinner';
import { failedWith } from '@web/lib/error-message';
import { useLinkToken } from '@web/lib/use-link-token';
import { paths } from '@web/lib/paths';
import { usePresenterAccess } from '../api/presenter-access';
import { usePresenterT } from '../i18n/presenter';
import '../presenter.css';

export default function PresenterLinkPage() {
  const { t } = usePresenterT();
  const project = useProject();
  const access = usePresenterAccess(project.id);
  // Opening the link is the sign-in (it can be used again until it expires): asked once, at once.
  const { send: signIn, code, retryable } = useLinkToken(access, paths.presenter.page(project.slug));
  const err = access.error;
  const message =
    code === 'LINK_EXPIRED'
      ? t('link.expired')
      : code === 'LINK_INVALID' || code === 'NOT_FOUND' || code === 'VALIDATION'
        ? t('link.invalid')
        : err
          ? failedWith(t('link.failed'), err)
          : null;
  return (
    <ProjectPage title={t('link.title')}>
      <div className="container-narrow stack presenter-page">
        <h1>{t('link.title')}</h1>
        {message ? (
          <>
            <p className="alert-inline" role="alert">
              {message}
            </p>
            {retryable ? (
              <button type="button" className="btn btn-primary btn-lg btn-block" onClick={signIn}>
                {t('link.retry')}
              </button>
            ) : null}
          </>
        ) : (
          <Spinner label={t('link.checking')} />
        )}
      </div>
    </ProjectPage>
  );
}
