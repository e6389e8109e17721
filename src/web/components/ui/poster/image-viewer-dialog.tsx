/** The full-screen poster image viewer: a Radix dialog around react-zoom-pan-pinch (pinch, wheel, drag, keys). */
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type KeyboardEvent } from 'react';
import { TransformComponent, TransformWrapper, type ReactZoomPanPinchContentRef } from 'react-zoom-pan-pinch';
import type { PosterImage } from '@shared/contracts/posters';
import { mediaUrl } from '@web/lib/media-url';
import { useViewerT } from './image-viewer-text';
import { BrokenImage } from './broken-image';
import { SCREEN, widthAt } from './thumb-sizes';

const MIN = 1;
const MAX = 6;
const ANIMATION_MS = 150;
/** Each zoom step multiplies (or divides) the scale by 1.25: 100, 125, 156 %. */
const STEP = 0.25;

/**
 * The screen size (at most 1600 px) is shown first; the original is loaded only once the picture is zoomed past
 * the screen size's own pixels, and only when the original is larger.
 */
function useSharpest(image: PosterImage, img: HTMLImageElement | null) {
  const [sharp, setSharp] = useState<string | null>(null);
  const screen = mediaUrl(image.screen_url);
  const original = mediaUrl(image.url);
  const src = sharp === original ? original : (screen ?? original);
  const { width, height } = image;
  function onScale(scale: number) {
    if (!img || !original || src === original || width === null || height === null) return;
    const screenWidth = widthAt(SCREEN, width, height);
    if (width <= screenWidth) return;
    const drawn = Math.min(img.clientWidth, (img.clientHeight * width) / height);
    if (drawn * scale * window.devicePixelRatio <= screenWidth) return;
    const preload = new Image();
    preload.onload = () => setSharp(original);
    preload.src = original;
  }
  return { src, onScale };
}

/** Focus stays inside and Escape closes (Radix); the library does the gestures, the buttons and keys call it. */
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
  const zoom = useRef<ReactZoomPanPinchContentRef>(null);
  const [scale, setScale] = useState(1);
  const [img, setImg] = useState<HTMLImageElement | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const image = images[index]!;
  const { src, onScale } = useSharpest(image, img);

  const zoomIn = () => zoom.current?.zoomIn(scale * STEP, ANIMATION_MS);
  const zoomOut = () => zoom.current?.zoomOut((scale * STEP) / (1 + STEP), ANIMATION_MS);
  const reset = () => zoom.current?.resetTransform(ANIMATION_MS);
  const go = (i: number) => {
    zoom.current?.resetTransform(0);
    onIndex((i + images.length) % images.length);
  };

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const pan = (x: number, y: number) => zoom.current?.panBy(x, y, ANIMATION_MS);
    const k = e.key;
    // Unzoomed, left and right turn the pages; zoomed in, they move the picture.
    const pages = scale === 1 && images.length > 1;
    if (k === '+' || k === '=') zoomIn();
    else if (k === '-' || k === '_') zoomOut();
    else if (k === '0') reset();
    else if (k === 'ArrowLeft' && pages) go(index - 1);
    else if (k === 'ArrowRight' && pages) go(index + 1);
    else if (k === 'ArrowLeft') pan(40, 0);
    else if (k === 'ArrowRight') pan(-40, 0);
    else if (k === 'ArrowUp') pan(0, 40);
    else if (k === 'ArrowDown') pan(0, -40);
    else return;
    e.preventDefault();
  }

  const label = t('title', { title, n: index + 1, total: images.length });
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
              disabled={scale <= MIN}
              aria-label={t('zoomOut')}
            >
              −
            </button>
            <span className="viewer-zoom" aria-live="polite">
              {Math.round(scale * 100)}%
            </span>
            <button
              type="button"
              className="viewer-btn"
              onClick={zoomIn}
              disabled={scale >= MAX}
              aria-label={t('zoomIn')}
            >
              +
            </button>
            <button
              type="button"
              className="viewer-btn viewer-btn-text"
              onClick={reset}
              disabled={scale === 1}
            >
              {t('reset')}
            </button>
            <span className="spacer" />
            <Dialog.Close className="viewer-btn" aria-label={t('close')}>
              ✕
            </Dialog.Close>
          </div>
          <div className="viewer-stage">
            <TransformWrapper
              ref={zoom}
              minScale={MIN}
              maxScale={MAX}
              centerZoomedOut
              doubleClick={{ mode: 'toggle', step: 1.5 }}
              onTransform={(_ref, state) => {
                setScale(state.scale);
                onScale(state.scale);
              }}
            >
              <TransformComponent wrapperClass="viewer-zoom-area" contentClass="viewer-zoom-area">
                {!src || broken === src ? (
                  <BrokenImage alt={label} className="viewer-img" />
                ) : (
                  <img
                    key={image.url}
                    ref={setImg}
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
              </TransformComponent>
            </TransformWrapper>
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
