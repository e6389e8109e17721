/** The tokens (components/ui/styles/tokens.css) drawn: colours, spacing, type sizes, corners, control heights. */
import { useShowcaseT } from '../i18n/showcase';
import { SampleGroup } from './sample-section';

const colours = [
  'bg',
  'surface',
  'subtle',
  'track',
  'border',
  'text',
  'muted',
  'primary',
  'danger',
  'success',
  'warning',
  'accent',
  'focus',
] as const;
const spacing = [1, 2, 3, 4, 5, 6, 7] as const;
const sizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
const radii = [
  ['xs', '--radius-xs'],
  ['sm', '--radius-sm'],
  ['md', '--radius'],
  ['pill', '--radius-pill'],
] as const;
const heights = [
  ['sm', '--control-sm'],
  ['md', '--tap'],
  ['lg', '--control-lg'],
  ['kiosk', '--tap-kiosk'],
] as const;

const token = (name: string) => <code translate="no">{name}</code>;

export function TokenSamples() {
  const { t } = useShowcaseT();
  return (
    <div className="showcase-columns">
      <SampleGroup title={t('tokens.colours')}>
        <ul className="showcase-list">
          {colours.map((c) => (
            <li key={c} className="showcase-token">
              <span className="showcase-swatch" style={{ background: `var(--c-${c})` }} aria-hidden="true" />
              <span>{t(`tokens.colour.${c}`)}</span>
              {token(`--c-${c}`)}
            </li>
          ))}
        </ul>
      </SampleGroup>
      <div className="stack">
        <SampleGroup title={t('tokens.spacing')}>
          <ul className="showcase-list">
            {spacing.map((n) => (
              <li key={n} className="showcase-token">
                <span className="showcase-space" style={{ width: `var(--s-${n})` }} aria-hidden="true" />
                {token(`--s-${n}`)}
              </li>
            ))}
          </ul>
        </SampleGroup>
        <SampleGroup title={t('tokens.radii')}>
          <ul className="showcase-list showcase-row">
            {radii.map(([key, name]) => (
              <li key={key} className="showcase-radius-item">
                <span
                  className="showcase-radius"
                  style={{ borderRadius: `var(${name})` }}
                  aria-hidden="true"
                />
                <span className="small">{t(`tokens.radius.${key}`)}</span>
                {token(name)}
              </li>
            ))}
          </ul>
        </SampleGroup>
      </div>
      <SampleGroup title={t('tokens.type')}>
        <ul className="showcase-list">
          {sizes.map((s) => (
            <li key={s} className="showcase-type">
              <span style={{ fontSize: `var(--text-${s})` }}>{t('tokens.sample')}</span>
              <span className="small muted">
                {t(`tokens.size.${s}`)} {token(`--text-${s}`)}
              </span>
            </li>
          ))}
        </ul>
      </SampleGroup>
      <SampleGroup title={t('tokens.heights')}>
        <ul className="showcase-list">
          {heights.map(([key, name]) => (
            <li key={key} className="showcase-height-item">
              <span className="showcase-height" style={{ height: `var(${name})` }} aria-hidden="true" />
              <span className="small">{t(`tokens.height.${key}`)}</span>
            </li>
          ))}
        </ul>
      </SampleGroup>
    </div>
  );
}
