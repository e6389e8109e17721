/**
 * What the kiosk keeps of a poster for the venue's network dropping (docs/decisions/057-kiosk-offline-and-live.md):
 * per page its deep-zoom descriptor (.dzi), the tiles of the levels up to the first whose long side reaches
 * KEPT_SIDE, and its pictures; the poster's narration. Pure: the keeper fetches what these name.
 */
import type { KioskPoster } from '@shared/contracts/screens';
import type { PosterPage } from '@shared/contracts/submissions';

/**
 * The long side, in pixels, of the deepest level kept: a poster fills a 1920x1080 screen's viewer (about 1300 px
 * wide, 900 high beside the side panel) sharply from a level of 2048 px; deeper levels load once there is signal.
 */
export const KEPT_SIDE = 2048;

export type Dzi = { width: number; height: number; tileSize: number; format: string };

/** The size, tile size and format a .dzi names (sharp writes them as attributes); null when it is not one. */
export function parseDzi(xml: string): Dzi | null {
  const attr = (name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(xml)?.[1];
  const width = Number(attr('Width'));
  const height = Number(attr('Height'));
  const tileSize = Number(attr('TileSize'));
  const format = attr('Format');
  if (!(width > 0 && height > 0 && tileSize > 0) || !format || !/^[a-z]+$/.test(format)) return null;
  return { width, height, tileSize, format };
}

/**
 * The tiles of the levels up to the first whose long side reaches `side` (or the full size): level L of a
 * Deep Zoom image is the image halved (rounded up) maxLevel - L times, cut into tileSize squares named
 * `<base>_files/<L>/<col>_<row>.<format>`.
 */
export function tileUrls(dziUrl: string, dzi: Dzi, side = KEPT_SIDE): string[] {
  const base = dziUrl.replace(/\.dzi$/, '_files');
  const maxLevel = Math.ceil(Math.log2(Math.max(dzi.width, dzi.height)));
  const urls: string[] = [];
  for (let level = 0; level <= maxLevel; level++) {
    const scale = 2 ** (maxLevel - level);
    const w = Math.ceil(dzi.width / scale);
    const h = Math.ceil(dzi.height / scale);
    for (let col = 0; col < Math.ceil(w / dzi.tileSize); col++)
      for (let row = 0; row < Math.ceil(h / dzi.tileSize); row++)
        urls.push(`${base}/${level}/${col}_${row}.${dzi.format}`);
    if (Math.max(w, h) >= side) break;
  }
  return urls;
}

/** A site's own upload (/uploads/...): only those can be kept (the worker's `connect-src 'self'`). */
const own = (url: string | null | undefined): url is string => !!url && /^\/uploads\//.test(url);

/** A page's files besides its tiles: the descriptor and the pictures shown on the cards and while tiles load. */
export const pageFiles = (page: PosterPage): string[] =>
  [page.dzi_url, page.thumb_url, page.screen_url].filter(own);

/** The narration, when it is a file of this site. */
export const audioFile = (poster: KioskPoster): string | null =>
  own(poster.audio_file) ? poster.audio_file : null;

/**
 * What makes a kept poster current: its pages' descriptors (a replaced file has a new folder) and its narration.
 * A poster whose signature changed is kept again.
 */
export const keptSignature = (poster: KioskPoster): string =>
  JSON.stringify([poster.pages.map((p) => p.dzi_url), poster.audio_file]);

/** The folders' prefixes a poster's page files share (`/uploads/.../page-1`): what to keep when tidying. */
export const pagePrefixes = (poster: KioskPoster): string[] =>
  poster.pages.map((p) => p.dzi_url.replace(/\.dzi$/, ''));
