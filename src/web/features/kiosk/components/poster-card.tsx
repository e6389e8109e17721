/**
 * A poster of the roster as a large card: its number, title, authors and its first page's picture; `unavailable`:
 * why it cannot open now (offline and not kept), shown on the card.
 */
import { Link } from 'react-router';
import type { KioskPoster } from '@shared/contracts/screens';
import { mediaUrl } from '@web/lib/media-url';
import { PosterNumber } from '@web/components/ui/poster/poster-number';

type Props = { poster: KioskPoster; to: string; unavailable?: string | undefined };

export function KioskPosterCard({ poster, to, unavailable }: Props) {
  const thumb = mediaUrl(poster.pages[0]?.thumb_url);
  const page = poster.pages[0];
  return (
    <li>
      <Link className={`kiosk-card${unavailable ? ' kiosk-card-unkept' : ''}`} to={to}>
        <span className="kiosk-card-thumb">
          {thumb && !unavailable ? (
            <img
              src={thumb}
              alt=""
              width={page?.width}
              height={page?.height}
              loading="lazy"
              decoding="async"
            />
          ) : null}
        </span>
        <span className="kiosk-card-text">
          <PosterNumber className="kiosk-number" number={poster.number} board={poster.board} />
          <span className="kiosk-card-title">{poster.title}</span>
          <span className="kiosk-card-author">{poster.author}</span>
          {unavailable ? <span className="kiosk-chip kiosk-unkept">{unavailable}</span> : null}
        </span>
      </Link>
    </li>
  );
}
