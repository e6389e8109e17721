/**
 * OpenSeadragon (87 KB gzip, UMD only) is its own chunk, asked for only when a deep zoom viewer mounts: no list,
 * gallery or form downloads it (docs/decisions/041-poster-files.md). One download for the whole visit.
 */
import type OpenSeadragonNs from 'openseadragon';

export type OpenSeadragon = typeof OpenSeadragonNs;

let loading: Promise<OpenSeadragon> | null = null;

/** Screen pixels per CSS pixel the tiles are chosen for: at most 2 (text is sharp at 2; 3 asks 2.25x the tiles). */
const MAX_DENSITY = 2;

/**
 * OpenSeadragon draws for the screen's full density (3 on many phones). A 3x phone then loads about 45 tiles for
 * its first view, where 2x needs about 20 that look the same to the eye (docs/decisions/041-poster-files.md):
 * its density function is capped, also when it is asked again (a window moved to another screen).
 */
function capDensity(osd: OpenSeadragon): OpenSeadragon {
  const o = osd as unknown as { getCurrentPixelDensityRatio: () => number; pixelDensityRatio: number };
  const measure = o.getCurrentPixelDensityRatio.bind(o);
  o.getCurrentPixelDensityRatio = () => Math.min(MAX_DENSITY, measure());
  o.pixelDensityRatio = o.getCurrentPixelDensityRatio();
  return osd;
}

/**
 * A viewer that opens another poster while tiles of the last one are still arriving (the kiosk's next, the attract
 * loop) is doing what it should; OpenSeadragon still warns once per late tile. Only that warning is dropped, on
 * OpenSeadragon's own console (which is the page's console object, so it is replaced, not changed).
 */
function quietLateTiles(osd: OpenSeadragon): OpenSeadragon {
  const o = osd as unknown as { console: Console };
  const page = o.console;
  o.console = Object.assign(Object.create(page) as Console, {
    warn: (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith('Ignoring tile %s loaded before reset')) return;
      page.warn(...args);
    },
  });
  return osd;
}

export function loadOpenSeadragon(): Promise<OpenSeadragon> {
  loading ??= import('openseadragon').then(
    // A CommonJS module seen from ESM: the function is the default export (or the module itself).
    (m) =>
      quietLateTiles(
        capDensity((m as unknown as { default?: OpenSeadragon }).default ?? (m as unknown as OpenSeadragon)),
      ),
    (err: unknown) => {
      // Offline or a failed download: the next viewer asks again.
      loading = null;
      throw err;
    },
  );
  return loading;
}
