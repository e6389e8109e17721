/**
 * What a poster shows below its title on the pages that read it whole (the participant's poster page, the QR
 * code's page for visitors without an account): the way to read it as text and the file in deep zoom (opened at `start` when a kiosk's QR code
 * named a place) or its images, then the abstract and the keywords.
 */
import { useId } from 'react';
import type { Poster } from '@shared/contracts/posters';
import { DeepZoomViewer } from './deep-zoom-viewer';
import { ImageGallery } from './image-gallery';
import { KeywordChips } from './keyword-chips';
import { PosterTextLink } from './poster-text-link';
import type { PosterPlace } from './poster-place';
import { usePosterWordsT } from './poster-words';
import { splitKeywords } from './split-keywords';
import './poster-content.css';

export function PosterContent({ poster, start }: { poster: Poster; start?: PosterPlace | null }) {
  const { t: words } = usePosterWordsT();
  const id = useId();
  return (
    <>
      {poster.pages.length > 0 ? (
        <DeepZoomViewer
          pages={poster.pages}
          title={poster.title}
          start={start}
          textLink={<PosterTextLink posterId={poster.id} />}
        />
      ) : poster.images.length > 0 ? (
        <section className="stack" aria-labelledby={`${id}-images`}>
          <h2 id={`${id}-images`} className="poster-section">
            {words('images')}
          </h2>
          <ImageGallery images={poster.images} title={poster.title} />
        </section>
      ) : null}
      {poster.abstract ? (
        <section aria-labelledby={`${id}-abstract`}>
          <h2 id={`${id}-abstract`} className="poster-section">
            {words('abstract')}
          </h2>
          <p className="poster-abstract">{poster.abstract}</p>
        </section>
      ) : null}
      {splitKeywords(poster.keywords).length > 0 ? (
        <section aria-labelledby={`${id}-keywords`}>
          <h2 id={`${id}-keywords`} className="poster-section">
            {words('keywords')}
          </h2>
          <KeywordChips keywords={poster.keywords} />
        </section>
      ) : null}
    </>
  );
}
