/**
 * A poster file's pages in deep zoom (DZI tiles through OpenSeadragon): pinch, double tap, drag, the wheel, the
 * keys + − 0 and arrows, buttons of its own (Korean labels, no OpenSeadragon images to serve), full screen, and a
 * page switcher for files of several pages. OpenSeadragon is downloaded only when this mounts; until it has drawn
 * the page, the page's 1600 px picture stands in its place, in a box sized from the page (no layout shift).
 * `start` opens it at a page and region (an address's, poster-place.ts); `onPlaceChange` hears where it looks.
 * `eager` asks for every tile of a view at once (the kiosk, whose tiles are in the browser's cache). The whole is a
 * region named for the poster, described by how to use it, that opens with `textLink`, the way to read it as text.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { PosterPage } from '@shared/contracts/submissions';
import { mediaUrl } from '@web/lib/media-url';
import { useDeepZoomT } from './deep-zoom-text';
import { regionInView, showRegion } from './deep-zoom-region';
import { useOpenSeadragon } from './openseadragon-view';
import type { PosterPlace, PosterRegion } from './poster-place';
import { useFullScreen } from './full-screen';
import { Icon } from './viewer-icon';
import './deep-zoom-viewer.css';

/** Each step of a button or key multiplies (or divides) the zoom by this. */
const STEP = 1.4;
/** An arrow key moves the picture by this many screen pixels. */
const PAN_PX = 80;

/**
 * OpenSeadragon asks for one new tile a frame (ten at the first frame, then fewer), pacing a network. Where the
 * tiles are in the browser's cache, that pacing is all the wait: a view of 40 tiles took some 30 frames, each
 * drawing the whole canvas again. Eager, every tile of the view is asked for in its first frame.
 */
const EAGER_TILES_PER_FRAME = 100;

/**
 * The deep-zoom viewer's OpenSeadragon: `startRegion` is shown when the first page opens (once); `onView` hears
 * the region in view after each zoom or pan settles.
 */
function useDeepZoom(
  host: HTMLDivElement | null,
  dzi: string | null,
  startRegion: PosterRegion | null,
  onView: (region: PosterRegion | null) => void,
  eager: boolean,
) {
  const pending = useRef(startRegion);
  const view = useOpenSeadragon(
    host,
    dzi ? { dzi } : null,
    {
      onOpen: (v) => {
        const region = pending.current;
        pending.current = null;
        if (region) showRegion(v, region);
      },
      onSettle: (v) => onView(regionInView(v)),
    },
    eager ? { maxTilesPerFrame: EAGER_TILES_PER_FRAME } : {},
  );
  return {
    state: view.state,
    zoomIn: () => view.zoomBy(STEP),
    zoomOut: () => view.zoomBy(1 / STEP),
    home: view.home,
    pan: view.pan,
  };
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
  /** The way to the poster read as text, first in the viewer's region (left out in full screen). */
  textLink?: ReactNode;
};

export function DeepZoomViewer({ pages, title, start, onPlaceChange, eager = false, textLink }: ViewerProps) {
  const { t } = useDeepZoomT();
  const helpId = useId();
  // A start page the file does not have is the first page (an old or cut address).
  const startIndex = start && start.page < pages.length ? start.page : 0;
  const [index, setIndex] = useState(startIndex);
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null);
  const page = pages[Math.min(index, pages.length - 1)];
  const dzi = mediaUrl(page?.dzi_url);
  const osd = useDeepZoom(
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
      role="region"
      aria-label={t('region', { title })}
      aria-describedby={helpId}
    >
      {textLink && !full.on ? <div className="dz-text-link">{textLink}</div> : null}
      <div
        className="dz-stage"
        role="img"
        aria-label={label}
        aria-describedby={helpId}
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
      <p id={helpId} className="visually-hidden">
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
