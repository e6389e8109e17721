/**
 * OpenSeadragon (87 KB gzip, UMD only) is its own chunk, asked for only when a deep zoom viewer mounts: no list,
 * gallery or form downloads it (docs/decisions/041-poster-files.md). One download for the whole visit.
 */
import type OpenSeadragonNs from 'openseadragon';

export type OpenSeadragon = typeof OpenSeadragonNs;

let loading: Promise<OpenSeadragon> | null = null;

export function loadOpenSeadragon(): Promise<OpenSeadragon> {
  loading ??= import('openseadragon').then(
    // A CommonJS module seen from ESM: the function is the default export (or the module itself).
    (m) => (m as unknown as { default?: OpenSeadragon }).default ?? (m as unknown as OpenSeadragon),
    (err: unknown) => {
      // Offline or a failed download: the next viewer asks again.
      loading = null;
      throw err;
    },
  );
  return loading;
}
