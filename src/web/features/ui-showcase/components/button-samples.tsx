/** Buttons of each kind and size, disabled, busy, a group of toggles, and one whose long label wraps. */
import { useState } from 'react';
import { useShowcaseT } from '../i18n/showcase';
import { SampleGroup } from './sample-section';

const filters = ['all', 'waiting', 'approved'] as const;

export function ButtonSamples() {
  const { t } = useShowcaseT();
  const [filter, setFilter] = useState<(typeof filters)[number]>('all');
  return (
    <>
      <SampleGroup title={t('buttons.kinds')}>
        <div className="row">
          <button type="button" className="btn">
            {t('buttons.default')}
          </button>
          <button type="button" className="btn btn-primary">
            {t('buttons.primary')}
          </button>
          <button type="button" className="btn btn-danger">
            {t('buttons.danger')}
          </button>
          <button type="button" className="btn btn-danger-quiet">
            {t('buttons.dangerQuiet')}
          </button>
          <button type="button" className="btn btn-ghost">
            {t('buttons.ghost')}
          </button>
          <button type="button" className="btn-link">
            {t('buttons.link')}
          </button>
        </div>
      </SampleGroup>
      <SampleGroup title={t('buttons.sizes')}>
        <div className="row">
          <button type="button" className="btn btn-primary btn-sm">
            {t('buttons.small')}
          </button>
          <button type="button" className="btn btn-primary">
            {t('buttons.medium')}
          </button>
          <button type="button" className="btn btn-primary btn-lg">
            {t('buttons.large')}
          </button>
        </div>
      </SampleGroup>
      <SampleGroup title={t('buttons.states')}>
        <div className="row">
          <button type="button" className="btn" disabled>
            {t('buttons.disabled')}
          </button>
          <button type="button" className="btn btn-primary" disabled>
            {t('buttons.disabled')}
          </button>
          <button type="button" className="btn btn-primary" disabled aria-busy="true">
            {t('buttons.busy')}
          </button>
          <button type="button" className="btn btn-sm" disabled aria-busy="true">
            {t('buttons.busy')}
          </button>
        </div>
        <div className="showcase-narrow">
          <button type="button" className="btn btn-wrap btn-block">
            {t('buttons.wrap')}
          </button>
        </div>
      </SampleGroup>
      <SampleGroup title={t('buttons.filters')}>
        <div className="toolbar" role="group" aria-label={t('buttons.filters')}>
          {filters.map((f) => (
            <button
              key={f}
              type="button"
              className={`btn btn-sm${filter === f ? ' btn-primary' : ''}`}
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
            >
              {t(`buttons.${f}`)}
            </button>
          ))}
        </div>
      </SampleGroup>
    </>
  );
}
