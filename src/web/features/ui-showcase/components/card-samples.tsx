/** Cards with and without a picture, a link card, count tiles, and the two empty states. */
import { EmptyState } from '@web/components/ui/layout/empty-state';
import { InfoTiles } from '@web/components/ui/layout/info-tiles';
import { notice } from '@web/components/ui/notices/notice-store';
import { PosterMark } from '@web/components/ui/poster/poster-mark';
import { formatNumber } from '@web/i18n';
import { useShowcaseT } from '../i18n/showcase';

export function CardSamples() {
  const { t } = useShowcaseT();
  return (
    <div className="stack">
      <ul className="card-grid showcase-cards">
        <li className="card stack">
          <h3 className="h-section">{t('cards.plainTitle')}</h3>
          <p>{t('cards.plainBody')}</p>
        </li>
        <li className="card card-media">
          <div className="card-picture showcase-picture" aria-hidden="true">
            <PosterMark size={96} stroke={1.2} />
          </div>
          <div className="card-body">
            <h3 className="h-section">{t('cards.pictureTitle')}</h3>
            <p className="muted small">{t('cards.pictureBody')}</p>
            <p className="small">{t('cards.pictureDates')}</p>
          </div>
        </li>
        <li className="showcase-link-card">
          <a href="#section-cards" className="card card-link">
            <span className="stack">
              <strong className="h-section">{t('cards.plainTitle')}</strong>
              <span className="muted small">{t('cards.link')}</span>
            </span>
          </a>
        </li>
      </ul>
      <InfoTiles
        testId="showcase"
        tiles={[
          { key: 'posters', label: t('cards.tilePosters'), value: formatNumber(128) },
          { key: 'judges', label: t('cards.tileJudges'), value: formatNumber(24) },
          {
            key: 'done',
            label: t('cards.tileDone'),
            value: '76%',
            note: t('cards.tileDoneNote'),
            accent: 'var(--c-success)',
          },
        ]}
      />
    </div>
  );
}

export function EmptySamples() {
  const { t } = useShowcaseT();
  return (
    <div className="showcase-columns">
      <EmptyState>{t('empty.simple')}</EmptyState>
      <EmptyState
        title={t('empty.title')}
        action={
          <button type="button" className="btn btn-primary" onClick={() => notice.info(t('dialogs.saved'))}>
            {t('empty.action')}
          </button>
        }
      >
        {t('empty.body')}
      </EmptyState>
    </div>
  );
}
