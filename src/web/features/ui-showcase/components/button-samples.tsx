/** Buttons of each kind and size, disabled, busy, a group of toggles, and one whose long label wraps. */
import { useState } from 'react';
import { ToggleGroup } from '@web/components/ui/forms/toggle-group';
import { useShowcaseT } from '../i18n/showcase';
import { SampleGroup } from './sample-section';

/** Each kind's classes and its label's key (`buttons.<key>`). */
const kinds = [
  ['btn', 'default'],
  ['btn btn-primary', 'primary'],
  ['btn btn-danger', 'danger'],
  ['btn btn-danger-quiet', 'dangerQuiet'],
  ['btn btn-ghost', 'ghost'],
  ['btn-link', 'link'],
] as const;
const sizes = [
  ['btn btn-primary btn-sm', 'small'],
  ['btn btn-primary', 'medium'],
  ['btn btn-primary btn-lg', 'large'],
] as const;
/** Disabled, then busy (a save on its way: disabled too, with the turning ring). */
const states = [
  ['btn', 'disabled', false],
  ['btn btn-primary', 'disabled', false],
  ['btn btn-primary', 'busy', true],
  ['btn btn-sm', 'busy', true],
] as const;
const filters = ['all', 'waiting', 'approved'] as const;

function Buttons({ list }: { list: ReadonlyArray<readonly [string, string, boolean?]> }) {
  const { t } = useShowcaseT();
  return (
    <div className="row">
      {list.map(([className, key, busy], i) => (
        <button
          key={i}
          type="button"
          className={className}
          disabled={busy !== undefined}
          aria-busy={busy || undefined}
        >
          {t(`buttons.${key}`)}
        </button>
      ))}
    </div>
  );
}

export function ButtonSamples() {
  const { t } = useShowcaseT();
  const [filter, setFilter] = useState<(typeof filters)[number]>('all');
  return (
    <>
      <SampleGroup title={t('buttons.kinds')}>
        <Buttons list={kinds} />
      </SampleGroup>
      <SampleGroup title={t('buttons.sizes')}>
        <Buttons list={sizes} />
      </SampleGroup>
      <SampleGroup title={t('buttons.states')}>
        <Buttons list={states} />
        <div className="showcase-narrow">
          <button type="button" className="btn btn-wrap btn-block">
            {t('buttons.wrap')}
          </button>
        </div>
      </SampleGroup>
      <SampleGroup title={t('buttons.filters')}>
        <ToggleGroup
          label={t('buttons.filters')}
          options={filters.map((f) => ({ value: f, text: t(`buttons.${f}`) }))}
          value={filter}
          onChange={setFilter}
        />
      </SampleGroup>
    </>
  );
}
