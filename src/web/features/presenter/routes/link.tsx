/** /projects/{slug}/presenter/link/{token}: the poster's personal link signs the presenter in, then their page. */
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { Spinner } from '@web/components/ui/notices/spinner';
import { ApiError } from '@web/lib/api';
import { failedWith } from '@web/lib/error-message';
import { paths } from '@web/lib/paths';
import { usePresenterAccess } from '../api/presenter-access';
import { usePresenterT } from '../i18n/presenter';
import '../presenter.css';

export default function PresenterLinkPage() {
  const { t } = usePresenterT();
  const project = useProject();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const access = usePresenterAccess(project.id);
  const asked = useRef(false);
  const page = paths.presenter.page(project.slug);
  const signIn = () => access.mutate(token, { onSuccess: () => void navigate(page, { replace: true }) });

  // Opening the link is the sign-in (it can be used again until it expires): asked once, at once.
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    signIn();
  });

  const err = access.error;
  const code = err instanceof ApiError ? err.code : null;
  const message =
    code === 'LINK_EXPIRED'
      ? t('link.expired')
      : code === 'LINK_INVALID' || code === 'NOT_FOUND' || code === 'VALIDATION'
        ? t('link.invalid')
        : err
          ? failedWith(t('link.failed'), err)
          : null;
  const retryable = err instanceof ApiError && (err.isNetwork || err.status >= 500);
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
