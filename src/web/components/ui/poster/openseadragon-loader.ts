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

export function loadOpenSeadragon(): Promise<OpenSeadragon> {
  loading ??= import('openseadragon').then(
    // A CommonJS module seen from ESM: the function is the default export (or the module itself).
    (m) =>
      capDensity((m as unknown as { default?: OpenSeadragon }).default ?? (m as unknown as OpenSeadragon)),
    (err: unknown) => {
      // Offline or a failed download: the next viewer asks again.
      loading = null;
      throw err;
    },
  );
  return loading;
}
