/**
 * The address of the kiosk's "continue on your phone" QR code: the poster's own `/p/{id}` with the page and region
 * the visitor has in view (docs/decisions/058-kiosk-hand-off-and-session-rosters.md), and `from=kiosk`, which lets
 * the landing count the arrival as a hand-off (decision 056). The one place that builds it: anything else the
 * address carries is added here.
 */
import { placeParams, type PosterPlace } from '@web/components/ui/poster/poster-place';
import { paths } from '@web/lib/paths';

export function phoneUrl(origin: string, slug: string, posterId: number, place: PosterPlace | null): string {
  // The values are digits, dots and commas: written as they are (an escaped comma makes the QR code denser).
  const query = [...placeParams(place), ['from', 'kiosk']].map(([k, v]) => `${k}=${v}`).join('&');
  return `${origin}${paths.posterLink(slug, posterId)}?${query}`;
}
