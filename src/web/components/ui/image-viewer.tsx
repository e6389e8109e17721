/** Poster images as thumbnails; a tap opens the zoomable full-screen viewer (loaded with the page, used on tap). */
import { lazy, Suspense, useEffect, useState } from 'react';
import { mediaUrl } from '../../lib/media-url';
import { useViewerT } from './image-viewer-text';
import './image-viewer.css';

const loadViewer = () => import('./image-viewer-dialog');
const ImageViewer = lazy(loadViewer);

/**
 * Only pages that show a poster render this, so only they download the viewer and its pan/zoom library: the
 * download starts when the thumbnails appear, so a tap opens it at once.
 */
export function ImageGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useViewerT();
  const urls = images.map(mediaUrl).filter((u): u is string => u !== null);
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => {
    if (urls.length > 0) void loadViewer();
  }, [urls.length]);
  if (urls.length === 0) return null;
  return (
    <>
      <ul className="card-grid gallery">
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
        <Suspense fallback={null}>
          <ImageViewer
            urls={urls}
            index={open}
            onIndex={setOpen}
            onClose={() => setOpen(null)}
            title={title}
          />
        </Suspense>
      ) : null}
    </>
  );
}
