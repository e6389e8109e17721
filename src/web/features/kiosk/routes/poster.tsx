/**
 * /projects/{slug}/kiosk/posters/{id}: one poster of the roster in deep zoom (pinch, double tap, big + − and
 * reset), the previous and next of the roster, its narration, and a QR code to continue on a phone at the page and
 * region in view (it follows the visitor's zoom once it has come to rest), and where its board stands on the hall's
 * plan (decision 059). Without a network, a poster not kept says so instead of its tiles (decision 057).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { KioskPosters } from '@shared/contracts/screens';
import { BoardOnPlan } from '@web/components/ui/hall/board-on-map';
import { DeepZoomViewer } from '@web/components/ui/poster/deep-zoom-viewer';
import type { PosterPlace } from '@web/components/ui/poster/poster-place';
import { useProject } from '@web/current-project/project-context';
import { paths } from '@web/lib/paths';
import { mediaUrl } from '@web/lib/media-url';
import { useDebounced } from '@web/lib/use-debounced';
import { useIdParam } from '@web/lib/use-id-param';
import { useRecordView } from '@web/lib/use-record-view';
import { KioskFrame } from '../components/kiosk-frame';
import { PhoneQr } from '../components/phone-qr';
import { useKioskT } from '../i18n/kiosk';
import type { KioskOffline } from '../lib/use-kiosk-offline';
import { phoneUrl } from '../lib/phone-url';
import { PosterNumber } from '@web/components/ui/poster/poster-number';
import { PosterTextLink } from '@web/components/ui/poster/poster-text-link';

/** A zoom settles in steps (pinch, then flick): the QR code is drawn again once they pause. */
const QR_PAUSE_MS = 400;

type ViewProps = { roster: KioskPosters; id: number | null; offline: KioskOffline };

function PosterView({ roster, id, offline }: ViewProps) {
  const { t } = useKioskT();
  const project = useProject();
  // The place in view, of the poster it was seen on: another poster starts whole, at once.
  const [seen, setSeen] = useState<{ id: number; place: PosterPlace } | null>(null);
  const settled = useDebounced(seen, QR_PAUSE_MS);
  const i = roster.items.findIndex((p) => p.id === id);
  const poster = roster.items[i];
  const home = paths.kiosk.home(project.slug);
  useRecordView(project.id, poster ? poster.id : null, { channel: 'kiosk' });
  if (!poster)
    return (
      <div className="kiosk-poster">
        <p className="kiosk-notice" role="alert">
          {t('notFound')}
        </p>
        <Link className="kiosk-btn" to={home}>
          {t('home')}
        </Link>
      </div>
    );
  const n = roster.items.length;
  const to = (k: number) => paths.kiosk.poster(project.slug, roster.items[(k + n) % n]!.id);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <div className="kiosk-poster">
      <nav className="kiosk-poster-nav" aria-label={t('title')}>
        <Link className="kiosk-btn" to={home}>
          {t('home')}
        </Link>
        <Link className="kiosk-btn" to={to(i - 1)} aria-label={t('prev')}>
          ‹ {t('prev')}
        </Link>
        <Link className="kiosk-btn" to={to(i + 1)} aria-label={t('next')}>
          {t('next')} ›
        </Link>
      </nav>
      <div className="kiosk-poster-body">
        <div className="kiosk-viewer">
          {offline.online || offline.ready.has(poster.id) ? (
            <DeepZoomViewer
              key={poster.id}
              pages={poster.pages}
              title={poster.title}
              eager
              onPlaceChange={(place) => setSeen({ id: poster.id, place })}
            />
          ) : (
            <p className="kiosk-notice" role="status">
              {t('offline.notKept')}
            </p>
          )}
        </div>
        <aside className="kiosk-poster-side">
          <div className="kiosk-poster-facts">
            <p className="kiosk-number">
              <PosterNumber number={poster.number} />
              {poster.board ? ` · ${t('board', { board: poster.board })}` : ''}
            </p>
            <h1 className="kiosk-poster-title">{poster.title}</h1>
            <p className="kiosk-card-author">{poster.author}</p>
            {poster.affiliation ? <p>{poster.affiliation}</p> : null}
            {poster.category ? <p className="kiosk-chip">{poster.category}</p> : null}
            {poster.pages.length > 0 ? (
              <PosterTextLink
                posterId={poster.id}
                className="kiosk-btn"
                to={paths.kiosk.posterText(project.slug, poster.id)}
              />
            ) : null}
            {mediaUrl(poster.audio_file) ? (
              <audio
                className="kiosk-audio"
                controls
                preload="none"
                src={mediaUrl(poster.audio_file)!}
                aria-label={t('narration')}
              />
            ) : null}
          </div>
          <PhoneQr
            url={phoneUrl(origin, project.slug, poster.id, settled?.id === poster.id ? settled.place : null)}
          />
          <BoardOnPlan map={roster.hall_map} board={poster.board} planLink={false} />
        </aside>
      </div>
    </div>
  );
}

export default function KioskPosterPage() {
  const { t } = useKioskT();
  const { id, valid } = useIdParam();
  return (
    <KioskFrame title={t('title')}>
      {(roster, offline) => <PosterView roster={roster} id={valid ? id : null} offline={offline} />}
    </KioskFrame>
  );
}
