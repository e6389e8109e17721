/**
 * The poster being judged: id, title, facts, abstract, and its file in deep zoom (loaded after the form, never
 * before it) or its zoomable images.
 */
import type { Poster } from '@shared/contracts/posters';
import { DeepZoomViewer } from '@web/components/ui/poster/deep-zoom-viewer';
import { ImageGallery } from '@web/components/ui/poster/image-gallery';
import { KeywordChips } from '@web/components/ui/poster/keyword-chips';
import { PosterFacts } from '@web/components/ui/poster/poster-facts';
import { usePosterWordsT } from '@web/components/ui/poster/poster-words';
import { PosterNumber } from '@web/components/ui/poster/poster-number';
import { PosterTextLink } from '@web/components/ui/poster/poster-text-link';
import { JudgeBoardMap } from './board-map';

export function PosterSummary({ poster }: { poster: Poster }) {
  const { t } = usePosterWordsT();
  return (
    <section className="card stack judge-poster" aria-labelledby="judge-poster-title">
      <div className="row">
        <PosterNumber className="judge-card-id" number={poster.number} board={poster.board} />
        {poster.category ? <span className="badge badge-info">{poster.category}</span> : null}
      </div>
      <h1 id="judge-poster-title" className="judge-poster-title">
        {poster.title}
      </h1>
      <PosterFacts
        facts={[
          [t('author'), poster.author],
          [t('affiliation'), poster.affiliation],
          [t('category'), poster.category],
          [t('keywords'), poster.keywords ? <KeywordChips keywords={poster.keywords} /> : null],
        ]}
      />
      {poster.abstract ? (
        <details className="judge-abstract" open>
          <summary>{t('abstract')}</summary>
          <p>{poster.abstract}</p>
        </details>
      ) : null}
      {poster.pages.length > 0 ? (
        <DeepZoomViewer
          pages={poster.pages}
          title={poster.title}
          textLink={<PosterTextLink posterId={poster.id} className="btn btn-lg" />}
        />
      ) : poster.image_urls.length > 0 ? (
        <div className="stack">
          <h2 className="judge-section-title">{t('images')}</h2>
          <ImageGallery images={poster.images} title={poster.title} />
        </div>
      ) : null}
      <JudgeBoardMap board={poster.board} />
    </section>
  );
}
