/**
 * The one zooming viewer of the web: OpenSeadragon on an element of the caller's, for deep-zoom tiles (a poster
 * file's pages, a .dzi) and for plain pictures (a poster image, OpenSeadragon's image tile source). Its own
 * controls and keys are off: the caller's buttons and keys call `zoomIn`, `zoomOut`, `home` and `pan`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type OpenSeadragonNs from 'openseadragon';
import { loadOpenSeadragon, type OpenSeadragon } from './openseadragon-loader';

export type ViewState = 'loading' | 'ready' | 'failed';

/** What to show: the address of a .dzi, or a plain picture's. */
export type ViewSource = { dzi: string } | { image: string };

/** Tile sources already read (a .dzi is named once, never rewritten): kept by their tiles' address, at most this many. */
const KEPT_SOURCES = 200;
const sources = new Map<string, OpenSeadragonNs.TileSource>();
/** The address of a .dzi's tiles, as OpenSeadragon's DZI source names it: `<name>_files/`. */
const tilesOf = (dzi: string) => dzi.replace(/\.dzi$/, '_files/');

/**
 * What to open: a .dzi's tile source when a viewer has read it already (another poster and back on the kiosk, a
 * page turned back), so no request and no parse stand before the first tiles; else its address; a picture as
 * OpenSeadragon's image source (one picture, its smaller levels drawn in the browser).
 */
export function tileSourceOf(source: ViewSource): string {
  // A TileSource is what OpenSeadragon opens best; its types list only the ways of describing one.
  if ('image' in source) return { type: 'image', url: source.image } as unknown as string;
  return (sources.get(tilesOf(source.dzi)) as unknown as string | undefined) ?? source.dzi;
}

/** Keeps an opened tile source for the next viewer of the same file. */
function keepSource(source: OpenSeadragonNs.TileSource) {
  const key = (source as { tilesUrl?: unknown }).tilesUrl;
  if (typeof key !== 'string') return;
  sources.delete(key);
  sources.set(key, source);
  if (sources.size > KEPT_SOURCES) sources.delete(sources.keys().next().value!);
}

/**
 * The viewer's options: touch gestures on, OpenSeadragon's own controls and keys off (ours replace them). The
 * canvas drawer, not WebGL: pictures need no blending, the 2D canvas works on every phone and screen, and the
 * WebGL drawer reads pixels back from the GPU (Chromium warns of the stall) for nothing a poster needs. Where
 * there is no 2D canvas, the HTML drawer. `extra` is the caller's (the kiosk's eager tiles, a picture's bounds).
 */
function viewerOptions(
  host: HTMLElement,
  source: ViewSource,
  extra: OpenSeadragonNs.Options,
): OpenSeadragonNs.Options {
  return {
    element: host,
    tileSources: tileSourceOf(source),
    drawer: ['canvas', 'html'],
    // The sharp level at once, not every coarser level on the way (a phone's first sharp view comes sooner).
    immediateRender: true,
    showNavigationControl: false,
    showSequenceControl: false,
    keyboardNavEnabled: false,
    tabIndex: -1,
    visibilityRatio: 0.5,
    minZoomImageRatio: 0.8,
    maxZoomPixelRatio: 2,
    animationTime: 0.5,
    gestureSettingsTouch: {
      pinchToZoom: true,
      dblClickToZoom: true,
      clickToZoom: false,
      dragToPan: true,
      flickEnabled: true,
    },
    gestureSettingsMouse: { scrollToZoom: true, clickToZoom: false, dblClickToZoom: true, dragToPan: true },
    ...extra,
  };
}

export type ViewHandlers = {
  /** When a source has opened (the viewer's first, or another one). */
  onOpen?: (v: OpenSeadragonNs.Viewer) => void;
  /** After each zoom or pan has come to rest (a pinch, a drag, a button's zoom). */
  onSettle?: (v: OpenSeadragonNs.Viewer) => void;
  /** On every change of the zoom, with the zoom the view is going to. */
  onZoom?: (v: OpenSeadragonNs.Viewer) => void;
};

/**
 * The OpenSeadragon viewer on `host`, following `source` (another one opens in the same viewer, whole); destroyed
 * with the component. `options` are read when the viewer is made, the handlers whenever they are called.
 */
export function useOpenSeadragon(
  host: HTMLDivElement | null,
  source: ViewSource | null,
  handlers: ViewHandlers,
  options: OpenSeadragonNs.Options = {},
) {
  const [state, setState] = useState<ViewState>('loading');
  const viewer = useRef<OpenSeadragonNs.Viewer | null>(null);
  const osd = useRef<OpenSeadragon | null>(null);
  const wanted = useRef(source);
  wanted.current = source;
  const heard = useRef(handlers);
  heard.current = handlers;
  const initial = useRef(options);
  const key = source ? ('dzi' in source ? source.dzi : source.image) : null;

  const open = useCallback((v: OpenSeadragonNs.Viewer, s: ViewSource) => {
    setState('loading');
    v.open({ tileSource: tileSourceOf(s) });
  }, []);

  useEffect(() => {
    if (!host) return;
    let cancelled = false;
    let made: OpenSeadragonNs.Viewer | null = null;
    loadOpenSeadragon().then(
      (OSD) => {
        if (cancelled || !wanted.current) return;
        osd.current = OSD;
        try {
          made = OSD(viewerOptions(host, wanted.current, initial.current));
        } catch {
          // A browser it cannot draw in: the page's picture stays.
          host.replaceChildren();
          return setState('failed');
        }
        viewer.current = made;
        made.addHandler('open', (e) => {
          heard.current.onOpen?.(e.eventSource);
          const image = e.eventSource.world.getItemAt(0);
          if (image) keepSource(image.source);
          if (!image || image.getFullyLoaded()) return setState('ready');
          // Said in the animation frame that draws the last tile, so the page shows both in that frame.
          image.addOnceHandler('fully-loaded-change', () => flushSync(() => setState('ready')));
        });
        made.addHandler('open-failed', () => setState('failed'));
        made.addHandler('animation-finish', (e) => heard.current.onSettle?.(e.eventSource));
        made.addHandler('zoom', (e) => heard.current.onZoom?.(e.eventSource));
      },
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
      made?.destroy();
      viewer.current = null;
    };
  }, [host]);

  // Another page or picture: the same viewer opens it, whole.
  useEffect(() => {
    const v = viewer.current;
    if (v && wanted.current && key) open(v, wanted.current);
  }, [key, open]);

  const act = (f: (v: OpenSeadragonNs.Viewer, OSD: OpenSeadragon) => void) => () => {
    if (viewer.current && osd.current) f(viewer.current, osd.current);
  };
  return {
    state,
    viewer,
    zoomBy: (factor: number) => act((v) => v.viewport.zoomBy(factor).applyConstraints())(),
    home: act((v) => v.viewport.goHome()),
    pan: (x: number, y: number) =>
      act((v, OSD) =>
        v.viewport.panBy(v.viewport.deltaPointsFromPixels(new OSD.Point(x, y))).applyConstraints(),
      )(),
  };
}
