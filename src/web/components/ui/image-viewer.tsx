import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { registerMessages } from '../../i18n';
import { mediaUrl } from '../../lib/media-url';
import './image-viewer.css';

const useViewerT = registerMessages('imageViewer', {
  ko: {
    open: '이미지 {{n}} 크게 보기',
    counter: '{{n}} / {{total}}',
    title: '{{title}} 이미지 {{n}} / {{total}}',
    zoomIn: '확대',
    zoomOut: '축소',
    reset: '원래 크기',
    prev: '이전 이미지',
    next: '다음 이미지',
    close: '닫기',
    help: '두 손가락이나 마우스 휠로 확대하고, 끌어서 움직입니다. 키보드: + − 0, 화살표, Esc.',
  },
  en: {
    open: 'Open image {{n}} full screen',
    counter: '{{n}} / {{total}}',
    title: '{{title}}, image {{n}} of {{total}}',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    reset: 'Actual size',
    prev: 'Previous image',
    next: 'Next image',
    close: 'Close',
    help: 'Pinch or scroll to zoom, drag to move. Keyboard: + − 0, arrows, Esc.',
  },
});

const MIN = 1;
const MAX = 6;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Poster images as thumbnails; a click opens a full-screen viewer (an accessible dialog: focus kept inside,
 * Escape closes) with zoom buttons, pinch and wheel zoom, drag to pan and keyboard control. No library: the
 * judge's phone on a weak network should not download one.
 */
export function ImageGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useViewerT();
  const urls = images.map(mediaUrl).filter((u): u is string => u !== null);
  const [open, setOpen] = useState<number | null>(null);
  if (urls.length === 0) return null;
  return (
    <>
      <ul className="gallery">
        {urls.map((src, i) => (
          <li key={`${src}-${i}`}>
            <button
              type="button"
              className="gallery-thumb"
              onClick={() => setOpen(i)}
              aria-label={t('open', { n: i + 1 })}
            >
              <img src={src} alt="" loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <ImageViewer urls={urls} index={open} onIndex={setOpen} onClose={() => setOpen(null)} title={title} />
      ) : null}
    </>
  );
}

function ImageViewer({
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
  const [view, setView] = useState({ scale: 1, x: 0, y: 0 });
  const stage = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<number | null>(null);

  const zoomBy = useCallback((factor: number) => {
    setView((v) => {
      const scale = clamp(v.scale * factor, MIN, MAX);
      return scale === 1
        ? { scale, x: 0, y: 0 }
        : { scale, x: (v.x * scale) / v.scale, y: (v.y * scale) / v.scale };
    });
  }, []);
  const reset = useCallback(() => setView({ scale: 1, x: 0, y: 0 }), []);
  const pan = (dx: number, dy: number) =>
    setView((v) => (v.scale === 1 ? v : { ...v, x: v.x + dx, y: v.y + dy }));
  const go = (i: number) => {
    reset();
    onIndex((i + urls.length) % urls.length);
  };

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      zoomBy(e.deltaY < 0 ? 1.15 : 1 / 1.15);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [zoomBy]);

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    e.currentTarget.setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    pinch.current = null;
  }
  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    const prev = pointers.current.get(e.pointerId);
    if (!prev) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const [a, b] = [...pointers.current.values()];
    if (a && b) {
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      if (pinch.current) zoomBy(d / pinch.current);
      pinch.current = d;
    } else {
      pan(e.clientX - prev.x, e.clientY - prev.y);
    }
  }
  function onPointerUp(e: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(e.pointerId);
    pinch.current = null;
  }
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const step = 40;
    const k = e.key;
    if (k === '+' || k === '=') zoomBy(1.25);
    else if (k === '-' || k === '_') zoomBy(0.8);
    else if (k === '0') reset();
    else if (k === 'ArrowLeft' && view.scale > 1) pan(step, 0);
    else if (k === 'ArrowRight' && view.scale > 1) pan(-step, 0);
    else if (k === 'ArrowLeft' && urls.length > 1) go(index - 1);
    else if (k === 'ArrowRight' && urls.length > 1) go(index + 1);
    else if (k === 'ArrowUp') pan(0, step);
    else if (k === 'ArrowDown') pan(0, -step);
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
              onClick={() => zoomBy(0.8)}
              disabled={view.scale <= MIN}
              aria-label={t('zoomOut')}
            >
              −
            </button>
            <span className="viewer-zoom" aria-live="polite">
              {Math.round(view.scale * 100)}%
            </span>
            <button
              type="button"
              className="viewer-btn"
              onClick={() => zoomBy(1.25)}
              disabled={view.scale >= MAX}
              aria-label={t('zoomIn')}
            >
              +
            </button>
            <button
              type="button"
              className="viewer-btn viewer-btn-text"
              onClick={reset}
              disabled={view.scale === 1}
            >
              {t('reset')}
            </button>
            <span className="spacer" />
            <Dialog.Close className="viewer-btn" aria-label={t('close')}>
              ✕
            </Dialog.Close>
          </div>
          <div
            ref={stage}
            className="viewer-stage"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onDoubleClick={() => (view.scale > 1 ? reset() : setView({ scale: 2.5, x: 0, y: 0 }))}
          >
            <img
              src={urls[index]}
              alt={label}
              draggable={false}
              className="viewer-img"
              style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
            />
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
