/** /projects/{slug}/kiosk/pair/{token}: the screen's pairing link pairs this computer, then its home. */
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { Spinner } from '@web/components/ui/notices/spinner';
import { failedWith } from '@web/lib/error-message';
import { useLinkToken } from '@web/lib/use-link-token';
import { paths } from '@web/lib/paths';
import { useKioskPair } from '../api/kiosk';
import { useKioskT } from '../i18n/kiosk';
import '../kiosk.css';

export default function KioskPairPage() {
  const { t } = useKioskT();
  const project = useProject();
  const pair = useKioskPair(project.id);
  // Opening the link is the pairing: asked once, at once.
  const { send: start, code, retryable } = useLinkToken(pair, paths.kiosk.home(project.slug));
  const err = pair.error;
  const message =
    code === 'LINK_INVALID' || code === 'VALIDATION'
      ? t('pair.invalid')
      : err
        ? failedWith(t('pair.failed'), err)
        : null;
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
