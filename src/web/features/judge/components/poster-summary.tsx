/** The poster being judged: id, title, facts, abstract and zoomable images. */
import type { Poster } from '../../../../shared/contracts/posters';
import { ImageGallery } from '../../../components/ui/image-viewer';
import { KeywordChips } from '../../../components/ui/keyword-chips';
import { PosterFacts } from '../../../components/ui/poster-facts';
import { useEvaluateT } from '../i18n/evaluate';
import { posterLabel } from '../lib/walk';

export function PosterSummary({ poster }: { poster: Poster }) {
  const { t } = useEvaluateT();
  return (
    <section className="card stack judge-poster" aria-labelledby="judge-poster-title">
      <div className="row">
        <span className="judge-card-id">{posterLabel(poster.number, poster.board)}</span>
        {poster.category ? <span className="badge badge-info">{poster.category}</span> : null}
      </div>
      <h1 id="judge-poster-title" className="judge-poster-title">
        {poster.title}
      </h1>
      <PosterFacts
        facts={[
          [t('evaluate.author'), poster.author],
          [t('evaluate.affiliation'), poster.affiliation],
          [t('evaluate.category'), poster.category],
          [t('evaluate.keywords'), poster.keywords ? <KeywordChips keywords={poster.keywords} /> : null],
        ]}
      />
      {poster.abstract ? (
        <details className="judge-abstract" open>
          <summary>{t('evaluate.abstract')}</summary>
          <p>{poster.abstract}</p>
        </details>
      ) : null}
      {poster.image_urls.length > 0 ? (
        <div className="stack">
          <h2 className="judge-section-title">{t('evaluate.images')}</h2>
          <ImageGallery images={poster.images} title={poster.title} />
        </div>
      ) : null}
    </section>
  );
}
