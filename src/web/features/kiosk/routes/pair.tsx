/** /projects/{slug}/kiosk/pair/{token}: the screen's pairing link pairs this computer, then its home. */
import { ProjectPage } from '@web/current-project/project-page';
import { useProject } from '@web/current-project/project-context';
import { LinkOutcome } from '@web/components/ui/notices/link-outcome';
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
  const {
    send: start,
    message,
    retryable,
  } = useLinkToken(pair, paths.kiosk.home(project.slug), {
    refused: { LINK_INVALID: t('pair.invalid'), VALIDATION: t('pair.invalid') },
    failed: t('pair.failed'),
  });
  return (
    <ProjectPage title={t('pair.title')}>
      <div className="kiosk">
        <div className="kiosk-notice">
          <h1>{t('pair.title')}</h1>
          <LinkOutcome
            message={message}
            checking={t('pair.checking')}
            retry={retryable ? { label: t('pair.retry'), onClick: start } : null}
            retryClassName="kiosk-btn"
          />
        </div>
      </div>
    </ProjectPage>
  );
}
