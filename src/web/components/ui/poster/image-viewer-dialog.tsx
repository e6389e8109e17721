/**
 * The full-screen poster image viewer: a Radix dialog around the one zooming viewer (OpenSeadragon with a picture
 * as its source: pinch, wheel, drag, double tap), with buttons and keys of its own.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type KeyboardEvent } from 'react';
import type OpenSeadragonNs from 'openseadragon';
import type { PosterImage } from '@shared/contracts/posters';
import { mediaUrl } from '@web/lib/media-url';
import { useViewerT } from './image-viewer-text';
import { BrokenImage } from './broken-image';
import { useOpenSeadragon } from './openseadragon-view';
import { SCREEN, widthAt } from './thumb-sizes';

const MAX = 6;
/** Each zoom step multiplies (or divides) the scale by 1.25: 100, 125, 156 %. */
const STEP = 1.25;
/** An arrow key moves the picture by this many screen pixels. */
const PAN_PX = 40;

/** How far the picture is zoomed past fitting the stage (1: fitted, 100 %), at the zoom the view goes to. */
const scaleOf = (v: OpenSeadragonNs.Viewer) => v.viewport.getZoom() / v.viewport.getHomeZoom();

/**
 * The screen size (at most 1600 px) is shown first; the original is loaded only once the picture is zoomed past
 * the screen size's own pixels, and only when the original is larger. It is laid over the screen size at the same
 * place, so the view does not move.
 */
function useSharpest(image: PosterImage) {
  const [sharp, setSharp] = useState<string | null>(null);
  const screen = mediaUrl(image.screen_url);
  const original = mediaUrl(image.url);
  const src = sharp === original ? original : (screen ?? original);
  const { width, height } = image;
  function onZoom(v: OpenSeadragonNs.Viewer) {
    if (!original || src === original || width === null || height === null) return;
    const shown = v.world.getItemAt(0);
    if (!shown || width <= widthAt(SCREEN, width, height)) return;
    // Screen pixels per pixel of the screen size: past 1, its own pixels are magnified.
    if (shown.viewportToImageZoom(v.viewport.getZoom(true)) * window.devicePixelRatio <= 1) return;
    setSharp(original);
    const at = shown.getBounds();
    v.addTiledImage({
      tileSource: { type: 'image', url: original } as unknown as string,
      x: at.x,
      y: at.y,
      width: at.width,
      success: () => v.world.removeItem(shown),
    });
  }
  return { src, onZoom };
}

/** Focus stays inside and Escape closes (Radix); the viewer does the gestures, the buttons and keys call it. */
export default function ImageViewer({
  images,
  index,
  onIndex,
  onClose,
  title,
}: {
  images: PosterImage[];
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
  title: string;
}) {
  const { t } = useViewerT();
  const [scale, setScale] = useState(1);
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const image = images[index]!;
  const { src, onZoom } = useSharpest(image);
  // The picture opened in the viewer: its screen size, until a zoom asks for the original (laid over it).
  const opened = useRef<string | null>(null);
  opened.current ??= src;
  const view = useOpenSeadragon(
    host,
    opened.current ? { image: mediaUrl(image.screen_url) ?? opened.current } : null,
    {
      onOpen: (v) => {
        // 100 % is the picture fitted; it zooms in up to six times that, never out past it.
        // (Viewport's bounds, which its types do not list.)
        const port = v.viewport as typeof v.viewport & { minZoomLevel: number; maxZoomLevel: number };
        port.minZoomLevel = port.getHomeZoom();
        port.maxZoomLevel = MAX * port.getHomeZoom();
        setScale(1);
      },
      onZoom: (v) => {
        setScale(scaleOf(v));
        onZoom(v);
      },
    },
    { minZoomImageRatio: 1, visibilityRatio: 1, maxZoomPixelRatio: Infinity },
  );

  const zoomIn = () => view.zoomBy(STEP);
  const zoomOut = () => view.zoomBy(1 / STEP);
  const reset = view.home;
  const go = (i: number) => onIndex((i + images.length) % images.length);
  const percent = Math.round(scale * 100);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const k = e.key;
    // Unzoomed, left and right turn the pages; zoomed in, they move the picture.
    const pages = percent === 100 && images.length > 1;
    if (k === '+' || k === '=') zoomIn();
    else if (k === '-' || k === '_') zoomOut();
    else if (k === '0') reset();
    else if (k === 'ArrowLeft' && pages) go(index - 1);
    else if (k === 'ArrowRight' && pages) go(index + 1);
    else if (k === 'ArrowLeft') view.pan(-PAN_PX, 0);
    else if (k === 'ArrowRight') view.pan(PAN_PX, 0);
    else if (k === 'ArrowUp') view.pan(0, -PAN_PX);
    else if (k === 'ArrowDown') view.pan(0, PAN_PX);
    else return;
    e.preventDefault();
  }

  const label = t('title', { title, n: index + 1, total: images.length });
  const failed = !src || broken === src || view.state === 'failed';
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Content className="viewer" onKeyDown={onKeyDown} aria-describedby="viewer-help">
          <Dialog.Title className="visually-hidden">{label}</Dialog.Title>
          <p id="viewer-help" className="visually-hidden">
            {t('help')}
          </p>
          <div className="viewer-bar">
            <span className="viewer-count" aria-hidden="true">
              {t('counter', { n: index + 1, total: images.length })}
            </span>
            <button
              type="button"
              className="viewer-btn"
              onClick={zoomOut}
              disabled={percent <= 100}
              aria-label={t('zoomOut')}
            >
              −
            </button>
            <span className="viewer-zoom" aria-live="polite">
              {percent}%
            </span>
            <button
              type="button"
              className="viewer-btn"
              onClick={zoomIn}
              disabled={percent >= MAX * 100}
              aria-label={t('zoomIn')}
            >
              +
            </button>
            <button
              type="button"
              className="viewer-btn viewer-btn-text"
              onClick={reset}
              disabled={percent === 100}
            >
              {t('reset')}
            </button>
            <span className="spacer" />
            <Dialog.Close className="viewer-btn" aria-label={t('close')}>
              ✕
            </Dialog.Close>
          </div>
          <div className="viewer-stage" data-state={view.state}>
            {failed ? (
              <BrokenImage alt={label} className="viewer-img" />
            ) : (
              // The picture as the page names it (and a stand-in until the viewer has drawn it).
              <img
                key={image.url}
                src={src}
                alt={label}
                draggable={false}
                className="viewer-img"
                onError={() => setBroken(src)}
                {...(image.width !== null && image.height !== null
                  ? { width: image.width, height: image.height }
                  : {})}
              />
            )}
            <div ref={setHost} className="viewer-host" />
          </div>
          {images.length > 1 ? (
            <div className="viewer-nav">
              <button type="button" className="viewer-btn viewer-btn-text" onClick={() => go(index - 1)}>
                ‹ {t('prev')}
              </button>
              <button type="button" className="viewer-btn viewer-btn-text" onClick={() => go(index + 1)}>
                {t('next')} ›
              </button>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
