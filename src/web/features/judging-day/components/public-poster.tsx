/** A poster as a visitor without an account reads it from its QR code, when the project allows it (decision 055). */
import type { Poster } from '@shared/contracts/posters';
import { displayId } from '@shared/format';
import { DeepZoomViewer } from '@web/components/ui/poster/deep-zoom-viewer';
import type { PosterPlace } from '@web/components/ui/poster/poster-place';
import { ImageGallery } from '@web/components/ui/poster/image-gallery';
import { KeywordChips } from '@web/components/ui/poster/keyword-chips';
import { PosterFacts } from '@web/components/ui/poster/poster-facts';
import { usePosterWordsT } from '@web/components/ui/poster/poster-words';

/** `start`: the page and region to open at (a kiosk's QR code carries them). */
export function PublicPoster({ poster, start }: { poster: Poster; start?: PosterPlace | null }) {
  const { t: words } = usePosterWordsT();
  return (
    <article className="card stack" data-testid="public-poster">
      <span className="poster-id">
        {displayId('P', poster.number)}
        {poster.board ? ` · ${poster.board}` : ''}
      </span>
      <h1>{poster.title}</h1>
      <PosterFacts
        facts={[
          [words('author'), poster.author],
          [words('affiliation'), poster.affiliation],
          [words('category'), poster.category],
        ]}
      />
      {poster.pages.length > 0 ? (
        <DeepZoomViewer pages={poster.pages} title={poster.title} start={start} />
      ) : poster.images.length > 0 ? (
        <ImageGallery images={poster.images} title={poster.title} />
      ) : null}
      {poster.abstract ? (
        <section aria-labelledby="public-abstract-title">
          <h2 id="public-abstract-title">{words('abstract')}</h2>
          <p className="poster-abstract">{poster.abstract}</p>
        </section>
      ) : null}
      {poster.keywords ? (
        <section aria-labelledby="public-keywords-title">
          <h2 id="public-keywords-title">{words('keywords')}</h2>
          <KeywordChips keywords={poster.keywords} />
        </section>
      ) : null}
    </article>
  );
}
