/** The attract loop: each poster of the roster in turn, large, every few seconds, until a touch stops it. */
import { useEffect, useState } from 'react';
import type { KioskPoster } from '@shared/contracts/screens';
import { mediaUrl } from '@web/lib/media-url';
import { useKioskT } from '../i18n/kiosk';
import { PosterNumber } from '@web/components/ui/poster/poster-number';

const ATTRACT_STEP_MS = 6000;

export function AttractLoop({ posters, onWake }: { posters: KioskPoster[]; onWake: () => void }) {
  const { t } = useKioskT();
  const [i, setI] = useState(0);
  useEffect(() => {
    if (posters.length < 2) return;
    const timer = window.setInterval(() => setI((n) => (n + 1) % posters.length), ATTRACT_STEP_MS);
    return () => window.clearInterval(timer);
  }, [posters.length]);
  const poster = posters[i % Math.max(1, posters.length)];
  const picture = mediaUrl(poster?.pages[0]?.medium_url);
  return (
    <div className="kiosk-attract" data-testid="attract-loop" onPointerDown={onWake}>
      {poster ? (
        <div className="kiosk-attract-poster" aria-live="polite">
          {picture ? <img src={picture} alt="" /> : null}
          <div className="kiosk-attract-text">
            <p className="kiosk-number">
              <PosterNumber number={poster.number} />
            </p>
            <p className="kiosk-attract-title">{poster.title}</p>
            <p className="kiosk-attract-author">{poster.author}</p>
          </div>
        </div>
      ) : null}
      <p className="kiosk-attract-hint">{t('attract')}</p>
    </div>
  );
}
