/**
 * /projects/{slug}/kiosk/posters/{posterId}/text: a poster read as text on a venue screen (decision 092), in the
 * kiosk's frame, so the screen's idle clock still brings it home and the attract loop.
 */
import { Link } from 'react-router';
import { useProject } from '@web/current-project/project-context';
import { LoadFailed } from '@web/components/ui/notices/load-failed';
import { Spinner } from '@web/components/ui/notices/spinner';
import { PosterTextView } from '@web/components/ui/poster/poster-text-view';
import { paths } from '@web/lib/paths';
import { usePosterText } from '@web/lib/poster-text-query';
import { useIdParam } from '@web/lib/use-id-param';
import { KioskFrame } from '../components/kiosk-frame';
import { useKioskT } from '../i18n/kiosk';

function KioskPosterText({ posterId }: { posterId: number }) {
  const { t } = useKioskT();
  const { slug, id: projectId } = useProject();
  const text = usePosterText(projectId, posterId, 'kiosk', true);
  return (
    <div className="kiosk-poster">
      <nav className="kiosk-poster-nav" aria-label={t('title')}>
        <Link className="kiosk-btn" to={paths.kiosk.home(slug)}>
          {t('home')}
        </Link>
        <Link className="kiosk-btn" to={paths.kiosk.poster(slug, posterId)}>
          {t('backToPoster')}
        </Link>
      </nav>
      {/* Scrolled by touch, and by the keys once focused. */}
      <div className="kiosk-text" tabIndex={0} role="region" aria-label={text.data?.title ?? t('title')}>
        {text.isPending ? (
          <Spinner />
        ) : text.data ? (
          <PosterTextView text={text.data} />
        ) : (
          <LoadFailed message={t('textLoadFailed')} onRetry={() => void text.refetch()} large />
        )}
      </div>
    </div>
  );
}

export default function KioskPosterTextPage() {
  const { t } = useKioskT();
  const { id, valid } = useIdParam();
  return (
    <KioskFrame title={t('title')}>
      {() => (valid ? <KioskPosterText posterId={id} /> : <p className="kiosk-notice">{t('notFound')}</p>)}
    </KioskFrame>
  );
}
