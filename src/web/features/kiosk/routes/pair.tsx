/** /projects/{slug}/kiosk/pair/{token}: the screen's pairing link pairs this computer, then its home. */
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { Spinner } from '@web/components/ui/notices/spinner';
import { ApiError } from '@web/lib/api';
import { failedWith } from '@web/lib/error-message';
import { paths } from '@web/lib/paths';
import { useKioskPair } from '../api/kiosk';
import { useKioskT } from '../i18n/kiosk';
import '../kiosk.css';

export default function KioskPairPage() {
  const { t } = useKioskT();
  const project = useProject();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const pair = useKioskPair(project.id);
  const asked = useRef(false);
  const home = paths.kiosk.home(project.slug);
  const start = () => pair.mutate(token, { onSuccess: () => void navigate(home, { replace: true }) });

  // Opening the link is the pairing: asked once, at once.
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    start();
  });

  const err = pair.error;
  const code = err instanceof ApiError ? err.code : null;
  const message =
    code === 'LINK_INVALID' || code === 'VALIDATION'
      ? t('pair.invalid')
      : err
        ? failedWith(t('pair.failed'), err)
        : null;
  const retryable = err instanceof ApiError && (err.isNetwork || err.status >= 500);
  return (
    <ProjectPage title={t('pair.title')}>
      <div className="kiosk">
        <div className="kiosk-notice">
          <h1>{t('pair.title')}</h1>
          {message ? (
            <>
              <p role="alert">{message}</p>
              {retryable ? (
                <button type="button" className="kiosk-btn" onClick={start}>
                  {t('pair.retry')}
                </button>
              ) : null}
            </>
          ) : (
            <Spinner label={t('pair.checking')} />
          )}
        </div>
      </div>
    </ProjectPage>
  );
}
