/**
 * A poster file's pages in deep zoom (DZI tiles through OpenSeadragon): pinch, double tap, drag, the wheel, the
 * keys + − 0 and arrows, buttons of its own (Korean labels, no OpenSeadragon images to serve), full screen, and a
 * page switcher for files of several pages. OpenSeadragon is downloaded only when this mounts; until it has drawn
 * the page, the page's 1600 px picture stands in its place, in a box sized from the page (no layout shift).
 * `start` opens it at a page and region (an address's, poster-place.ts); `onPlaceChange` hears where it looks.
 * `eager` asks for every tile of a view at once (the kiosk, whose tiles are in the browser's cache).
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type OpenSeadragonNs from 'openseadragon';
import type { PosterPage } from '@shared/contracts/submissions';
import { mediaUrl } from '@web/lib/media-url';
import { useDeepZoomT } from './deep-zoom-text';
import { loadOpenSeadragon, type OpenSeadragon } from './openseadragon-loader';
import { regionInView, showRegion } from './deep-zoom-region';
import type { PosterPlace, PosterRegion } from './poster-place';
import './deep-zoom-viewer.css';

/** Each step of a button or key multiplies (or divides) the zoom by this. */
const STEP = 1.4;
/** An arrow key moves the picture by this many screen pixels. */
const PAN_PX = 80;

type State = 'loading' | 'ready' | 'failed';

/** Tile sources already read (a .dzi is named once, never rewritten): kept by their tiles' address, at most this many. */
const KEPT_SOURCES = 200;
const sources = new Map<string, OpenSeadragonNs.TileSource>();
/** The address of a .dzi's tiles, as OpenSeadragon's DZI source names it: `<name>_files/`. */
const tilesOf = (dzi: string) => dzi.replace(/\.dzi$/, '_files/');

/**
 * What to open for `dzi`: its tile source when a viewer has read the .dzi already (another poster and back on the
 * kiosk, a page turned back), so no request and no parse stand before the first tiles; else the address.
 */
function sourceFor(dzi: string): string {
  // A TileSource is what OpenSeadragon opens best; its types list only the ways of describing one.
  return (sources.get(tilesOf(dzi)) as unknown as string | undefined) ?? dzi;
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
 * OpenSeadragon asks for one new tile a frame (ten at the first frame, then fewer), pacing a network. Where the
 * tiles are in the browser's cache, that pacing is all the wait: a view of 40 tiles took some 30 frames, each
 * drawing the whole canvas again. Eager, every tile of the view is asked for in its first frame.
 */
const EAGER_TILES_PER_FRAME = 100;

/** A line icon drawn in the button's text colour (no icon font: every phone draws it the same). */
function Icon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

/**
 * The viewer's options: touch gestures on, OpenSeadragon's own controls and keys off (ours replace them). The
 * canvas drawer, not WebGL: JPEG tiles need no blending, the 2D canvas works on every phone and screen, and the
 * WebGL drawer reads pixels back from the GPU (Chromium warns of the stall) for nothing a poster needs. Where
 * there is no 2D canvas, the HTML drawer.
 */
function viewerOptions(host: HTMLElement, dzi: string, eager: boolean): OpenSeadragonNs.Options {
  return {
    element: host,
    tileSources: sourceFor(dzi),
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
    ...(eager ? { maxTilesPerFrame: EAGER_TILES_PER_FRAME } : {}),
    gestureSettingsTouch: {
      pinchToZoom: true,
      dblClickToZoom: true,
      clickToZoom: false,
      dragToPan: true,
      flickEnabled: true,
    },
    gestureSettingsMouse: { scrollToZoom: true, clickToZoom: false, dblClickToZoom: true, dragToPan: true },
  };
}

/**
 * The OpenSeadragon viewer on `host`, following `dzi`; destroyed with the component. `startRegion` is shown
 * when the first page opens (once); `onView` hears the region in view after each zoom or pan settles.
 */
function useOpenSeadragon(
  host: HTMLDivElement | null,
  dzi: string | null,
  startRegion: PosterRegion | null,
  onView: (region: PosterRegion | null) => void,
  eager: boolean,
) {
  const [state, setState] = useState<State>('loading');
  const viewer = useRef<OpenSeadragonNs.Viewer | null>(null);
  const osd = useRef<OpenSeadragon | null>(null);
  const wanted = useRef(dzi);
  wanted.current = dzi;
  const pending = useRef(startRegion);
  const heard = useRef(onView);
  heard.current = onView;

  const open = useCallback((v: OpenSeadragonNs.Viewer, url: string) => {
    setState('loading');
    v.open({ tileSource: sourceFor(url) });
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
          made = OSD(viewerOptions(host, wanted.current, eager));
        } catch {
          // A browser it cannot draw in: the page's picture stays.
          host.replaceChildren();
          return setState('failed');
        }
        viewer.current = made;
        made.addHandler('open', (e) => {
          const region = pending.current;
          pending.current = null;
          if (region) showRegion(e.eventSource, region);
          const image = e.eventSource.world.getItemAt(0);
          if (image) keepSource(image.source);
          if (!image || image.getFullyLoaded()) return setState('ready');
          // Said in the animation frame that draws the last tile, so the page shows both in that frame.
          image.addOnceHandler('fully-loaded-change', () => flushSync(() => setState('ready')));
        });
        made.addHandler('open-failed', () => setState('failed'));
        // A pinch, a drag or a button's zoom has come to rest.
        made.addHandler('animation-finish', (e) => heard.current(regionInView(e.eventSource)));
      },
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
      made?.destroy();
      viewer.current = null;
    };
  }, [host, eager]);

  // Another page: the same viewer opens its tiles, whole.
  useEffect(() => {
    const v = viewer.current;
    if (v && dzi) {
      pending.current = null;
      open(v, dzi);
    }
  }, [dzi, open]);

  const act = (f: (v: OpenSeadragonNs.Viewer, OSD: OpenSeadragon) => void) => () => {
    if (viewer.current && osd.current) f(viewer.current, osd.current);
  };
  return {
    state,
    zoomIn: act((v) => v.viewport.zoomBy(STEP).applyConstraints()),
    zoomOut: act((v) => v.viewport.zoomBy(1 / STEP).applyConstraints()),
    home: act((v) => v.viewport.goHome()),
    pan: (x: number, y: number) =>
      act((v, OSD) =>
        v.viewport.panBy(v.viewport.deltaPointsFromPixels(new OSD.Point(x, y))).applyConstraints(),
      )(),
  };
}

/** Full screen: the browser's where it has one (not on an iPhone), else the frame fills the window. */
function useFullScreen(frame: HTMLDivElement | null) {
  const [native, setNative] = useState(false);
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    const sync = () => setNative(document.fullscreenElement === frame && frame !== null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [frame]);
  const on = native || filled;
  const toggle = () => {
    if (native) void document.exitFullscreen();
    else if (filled) setFilled(false);
    else if (frame && document.fullscreenEnabled && frame.requestFullscreen)
      frame.requestFullscreen().catch(() => setFilled(true));
    else setFilled(true);
  };
  return { on, filled, toggle, leave: () => setFilled(false) };
}

type ViewerProps = {
  pages: PosterPage[];
  title: string;
  /** Where to open: a page and a region of it (read once, when the viewer mounts). */
  start?: PosterPlace | null;
  /** Hears the page and region in view when they change (the kiosk's phone QR follows them). */
  onPlaceChange?: (place: PosterPlace) => void;
  /** Ask for every tile of a view at once: its tiles are likely in the browser's cache (the kiosk's). */
  eager?: boolean;
};

export function DeepZoomViewer({ pages, title, start, onPlaceChange, eager = false }: ViewerProps) {
  const { t } = useDeepZoomT();
  // A start page the file does not have is the first page (an old or cut address).
  const startIndex = start && start.page < pages.length ? start.page : 0;
  const [index, setIndex] = useState(startIndex);
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null);
  const page = pages[Math.min(index, pages.length - 1)];
  const dzi = mediaUrl(page?.dzi_url);
  const osd = useOpenSeadragon(
    host,
    dzi,
    start && start.page === startIndex ? start.region : null,
    (region) => onPlaceChange?.({ page: index, region }),
    eager,
  );
  const full = useFullScreen(frame);
  if (!page) return null;
  const total = pages.length;
  const n = index + 1;
  const preview = mediaUrl(page.screen_url);
  const go = (i: number) => {
    const next = Math.max(0, Math.min(total - 1, i));
    setIndex(next);
    if (next !== index) onPlaceChange?.({ page: next, region: null });
  };

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const k = e.key;
    if (k === '+' || k === '=') osd.zoomIn();
    else if (k === '-' || k === '_') osd.zoomOut();
    else if (k === '0') osd.home();
    else if (k === 'ArrowLeft') osd.pan(-PAN_PX, 0);
    else if (k === 'ArrowRight') osd.pan(PAN_PX, 0);
    else if (k === 'ArrowUp') osd.pan(0, -PAN_PX);
    else if (k === 'ArrowDown') osd.pan(0, PAN_PX);
    else if (k === 'PageDown' && n < total) go(index + 1);
    else if (k === 'PageUp' && n > 1) go(index - 1);
    else if (k === 'Escape' && full.filled) full.leave();
    else return;
    e.preventDefault();
  }

  const label = total > 1 ? t('label', { title, n, total }) : t('labelOne', { title });
  return (
    <div
      ref={setFrame}
      className={`dz${full.on ? ' dz-full' : ''}${full.filled ? ' dz-filled' : ''}`}
      onKeyDown={onKeyDown}
    >
      <div
        className="dz-stage"
        role="img"
        aria-label={label}
        aria-describedby="dz-help"
        tabIndex={0}
        style={{ aspectRatio: `${page.width} / ${page.height}` }}
        data-state={osd.state}
      >
        {preview && brokenPreview !== preview && osd.state !== 'ready' ? (
          <img
            key={preview}
            className="dz-preview"
            src={preview}
            alt=""
            width={page.width}
            height={page.height}
            decoding="async"
            onError={() => setBrokenPreview(preview)}
          />
        ) : null}
        <div ref={setHost} className="dz-host" />
      </div>
      <p id="dz-help" className="visually-hidden">
        {t('help')}
      </p>
      <div className="dz-bar" role="toolbar" aria-label={t('controls')}>
        <button type="button" className="dz-btn" onClick={osd.zoomOut} aria-label={t('zoomOut')}>
          −
        </button>
        <button type="button" className="dz-btn" onClick={osd.zoomIn} aria-label={t('zoomIn')}>
          +
        </button>
        <button type="button" className="dz-btn dz-btn-text" onClick={osd.home} aria-label={t('home')}>
          <Icon d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4.4h4.4" />
        </button>
        <button
          type="button"
          className="dz-btn dz-btn-text"
          onClick={full.toggle}
          aria-label={full.on ? t('exitFullScreen') : t('fullScreen')}
          aria-pressed={full.on}
        >
          <Icon
            d={full.on ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'}
          />
        </button>
        {total > 1 ? (
          <span className="dz-pages">
            <button
              type="button"
              className="dz-btn"
              onClick={() => go(index - 1)}
              disabled={n <= 1}
              aria-label={t('prevPage')}
            >
              ‹
            </button>
            <span className="dz-count" aria-live="polite">
              {t('page', { n, total })}
            </span>
            <button
              type="button"
              className="dz-btn"
              onClick={() => go(index + 1)}
              disabled={n >= total}
              aria-label={t('nextPage')}
            >
              ›
            </button>
          </span>
        ) : null}
        {osd.state === 'loading' ? <span className="dz-note">{t('loading')}</span> : null}
        {osd.state === 'failed' ? (
          <span className="dz-note" role="alert">
            {t('failed')}
          </span>
        ) : null}
      </div>
    </div>
  );
}
