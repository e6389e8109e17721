/** Poster images as thumbnails; a tap opens the zoomable full-screen viewer (loaded with the page, used on tap). */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PosterImage } from '@shared/contracts/posters';
import { mediaUrl } from '@web/lib/media-url';
import { whenIdle } from '@web/lib/when-idle';
import { useViewerT } from './image-viewer-text';
import { PosterThumb } from './poster-thumb';
import './image-viewer.css';

const loadViewer = () => import('./image-viewer-dialog');
const ImageViewer = lazy(loadViewer);

/** The gallery's thumbnail box (image-viewer.css: at least 140 px wide, 4:3). */
const GALLERY_BOX = { width: 220, height: 165, phone: { width: 170, height: 128 } };

/**
 * Only pages that show a poster render this, so only they download the viewer and its pan/zoom library: the
 * download starts once the page with its thumbnails is idle, so a tap opens it at once.
 */
export function ImageGallery({ images, title }: { images: PosterImage[]; title: string }) {
  const { t } = useViewerT();
  const shown = images.filter((i) => mediaUrl(i.url) !== null);
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => {
    if (shown.length > 0) return whenIdle(() => void loadViewer());
  }, [shown.length]);
  if (shown.length === 0) return null;
  return (
    <>
      <ul className="card-grid gallery">
        {shown.map((image, i) => (
          <li key={`${image.url}-${i}`}>
            <button
              type="button"
              className="gallery-thumb"
              onClick={() => setOpen(i)}
              aria-label={t('open', { n: i + 1 })}
            >
              <PosterThumb image={image} alt="" box={GALLERY_BOX} />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense fallback={null}>
          <ImageViewer
            images={shown}
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
