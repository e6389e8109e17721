/**
 * Where a deep-zoom viewer looks, as an address carries it (the kiosk's "continue on your phone" QR, decision
 * 058): `page` (1-based, only past the first) and `region=x,y,w,h`, the part of the page shown as fractions of
 * its width and height, 4 decimals (a short address is a small QR code a phone reads from afar). Anything else is
 * ignored, never an error: a visitor's address may be cut short or typed by hand.
 */

/** A part of a page: its left, top, width and height as fractions (0..1) of the page's width and height. */
export type PosterRegion = { x: number; y: number; w: number; h: number };

/** A page (0-based) and the region of it in view; no region: the whole page. */
export type PosterPlace = { page: number; region: PosterRegion | null };

/** A region this close to the whole page is the whole page (no parameter, the viewer's home). */
const WHOLE = 0.005;
/** At most this many pages are named in an address (a deck of 999 pages is no poster). */
const MAX_PAGE = 999;

const fraction = (v: number) => Math.min(1, Math.max(0, v));
const short = (v: number) => String(Math.round(v * 10_000) / 10_000);

/** The viewer's view as a region of the page, clamped to it; null when (nearly) the whole page is in view. */
export function regionOf(x: number, y: number, w: number, h: number): PosterRegion | null {
  const [left, top] = [fraction(x), fraction(y)];
  const [right, bottom] = [fraction(x + w), fraction(y + h)];
  if (right - left <= 0 || bottom - top <= 0) return null;
  if (left <= WHOLE && top <= WHOLE && right >= 1 - WHOLE && bottom >= 1 - WHOLE) return null;
  return { x: left, y: top, w: right - left, h: bottom - top };
}

/** The address parameters of a place: none for the first page's whole view. */
export function placeParams(place: PosterPlace | null): [string, string][] {
  if (!place) return [];
  const out: [string, string][] = [];
  if (place.page > 0) out.push(['page', String(place.page + 1)]);
  const r = place.region;
  if (r) out.push(['region', [r.x, r.y, r.w, r.h].map(short).join(',')]);
  return out;
}

const DECIMAL = /^(?:0|1|0?\.\d{1,8}|1\.0{1,8})$/;

/** The place an address names, or null: a bad page or region is dropped on its own, never an error. */
export function placeFromSearch(search: URLSearchParams): PosterPlace | null {
  const pageText = search.get('page') ?? '';
  const n = /^\d{1,3}$/.test(pageText) ? Number(pageText) : 0;
  const page = n >= 1 && n <= MAX_PAGE ? n - 1 : 0;
  const parts = (search.get('region') ?? '').split(',');
  let region: PosterRegion | null = null;
  if (parts.length === 4 && parts.every((p) => DECIMAL.test(p))) {
    const [x, y, w, h] = parts.map(Number) as [number, number, number, number];
    // A region past the page's edge (beyond a rounding's worth) is not one a viewer gave.
    if (w > 0 && h > 0 && x < 1 && y < 1 && x + w <= 1.001 && y + h <= 1.001) {
      const whole = x <= WHOLE && y <= WHOLE && x + w >= 1 - WHOLE && y + h >= 1 - WHOLE;
      region = whole ? null : { x, y, w: Math.min(w, 1 - x), h: Math.min(h, 1 - y) };
    }
  }
  return page === 0 && !region ? null : { page, region };
}
