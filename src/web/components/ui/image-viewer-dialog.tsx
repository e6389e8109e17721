/** The full-screen poster image viewer: a Radix dialog around react-zoom-pan-pinch (pinch, wheel, drag, keys). */
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type KeyboardEvent } from 'react';
import { TransformComponent, TransformWrapper, type ReactZoomPanPinchContentRef } from 'react-zoom-pan-pinch';
import { useViewerT } from './image-viewer-text';

const MIN = 1;
const MAX = 6;
const ANIMATION_MS = 150;
/** Each zoom step multiplies (or divides) the scale by 1.25: 100, 125, 156 %. */
const STEP = 0.25;

/** Focus stays inside and Escape closes (Radix); the library does the gestures, the buttons and keys call it. */
export default function ImageViewer({
  urls,
  index,
  onIndex,
  onClose,
  title,
}: {
  urls: string[];
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
  title: string;
}) {
  const { t } = useViewerT();
  const zoom = useRef<ReactZoomPanPinchContentRef>(null);
  const [scale, setScale] = useState(1);

  const zoomIn = () => zoom.current?.zoomIn(scale * STEP, ANIMATION_MS);
  const zoomOut = () => zoom.current?.zoomOut((scale * STEP) / (1 + STEP), ANIMATION_MS);
  const reset = () => zoom.current?.resetTransform(ANIMATION_MS);
  const go = (i: number) => {
    zoom.current?.resetTransform(0);
    onIndex((i + urls.length) % urls.length);
  };

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const pan = (x: number, y: number) => zoom.current?.panBy(x, y, ANIMATION_MS);
    const k = e.key;
    // Unzoomed, left and right turn the pages; zoomed in, they move the picture.
    const pages = scale === 1 && urls.length > 1;
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

  const label = t('title', { title, n: index + 1, total: urls.length });
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
              {t('counter', { n: index + 1, total: urls.length })}
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
              onTransform={(_ref, state) => setScale(state.scale)}
            >
              <TransformComponent wrapperClass="viewer-zoom-area" contentClass="viewer-zoom-area">
                <img src={urls[index]} alt={label} draggable={false} className="viewer-img" />
              </TransformComponent>
            </TransformWrapper>
          </div>
          {urls.length > 1 ? (
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
