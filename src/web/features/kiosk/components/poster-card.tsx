/** A poster of the roster as a large card: its number, title, authors and its first page's picture. */
import { Link } from 'react-router';
import type { KioskPoster } from '@shared/contracts/screens';
import { displayId } from '@shared/format';
import { mediaUrl } from '@web/lib/media-url';

export function KioskPosterCard({ poster, to }: { poster: KioskPoster; to: string }) {
  const thumb = mediaUrl(poster.pages[0]?.thumb_url);
  const page = poster.pages[0];
  return (
    <li>
      <Link className="kiosk-card" to={to}>
        <span className="kiosk-card-thumb">
          {thumb ? (
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
          <span className="kiosk-number">{displayId('P', poster.number)}</span>
          <span className="kiosk-card-title">{poster.title}</span>
          <span className="kiosk-card-author">{poster.author}</span>
        </span>
      </Link>
    </li>
  );
}
