/** The tokens (components/ui/styles/tokens.css) drawn: colours, spacing, type sizes, corners, control heights. */
import type { ReactNode } from 'react';
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

/** One token family: its heading, then one sample a token (the first of a pair names it). */
function TokenGroup<T extends string | number | readonly [string, string]>({
  title,
  items,
  itemClassName,
  row = false,
  children,
}: {
  title: string;
  items: readonly T[];
  itemClassName: string;
  /** Side by side rather than one under another. */
  row?: boolean;
  children: (item: T) => ReactNode;
}) {
  return (
    <SampleGroup title={title}>
      <ul className={row ? 'showcase-list showcase-row' : 'showcase-list'}>
        {items.map((item) => (
          <li key={typeof item === 'object' ? item[0] : item} className={itemClassName}>
            {children(item)}
          </li>
        ))}
      </ul>
    </SampleGroup>
  );
}

export function TokenSamples() {
  const { t } = useShowcaseT();
  return (
    <div className="showcase-columns">
      <TokenGroup title={t('tokens.colours')} items={colours} itemClassName="showcase-token">
        {(c) => (
          <>
            <span className="showcase-swatch" style={{ background: `var(--c-${c})` }} aria-hidden="true" />
            <span>{t(`tokens.colour.${c}`)}</span>
            {token(`--c-${c}`)}
          </>
        )}
      </TokenGroup>
      <div className="stack">
        <TokenGroup title={t('tokens.spacing')} items={spacing} itemClassName="showcase-token">
          {(n) => (
            <>
              <span className="showcase-space" style={{ width: `var(--s-${n})` }} aria-hidden="true" />
              {token(`--s-${n}`)}
            </>
          )}
        </TokenGroup>
        <TokenGroup title={t('tokens.radii')} items={radii} itemClassName="showcase-radius-item" row>
          {([key, name]) => (
            <>
              <span className="showcase-radius" style={{ borderRadius: `var(${name})` }} aria-hidden="true" />
              <span className="small">{t(`tokens.radius.${key}`)}</span>
              {token(name)}
            </>
          )}
        </TokenGroup>
      </div>
      <TokenGroup title={t('tokens.type')} items={sizes} itemClassName="showcase-type">
        {(size) => (
          <>
            <span style={{ fontSize: `var(--text-${size})` }}>{t('tokens.sample')}</span>
            <span className="small muted">
              {t(`tokens.size.${size}`)} {token(`--text-${size}`)}
            </span>
          </>
        )}
      </TokenGroup>
      <TokenGroup title={t('tokens.heights')} items={heights} itemClassName="showcase-height-item">
        {([key, name]) => (
          <>
            <span className="showcase-height" style={{ height: `var(${name})` }} aria-hidden="true" />
            <span className="small">{t(`tokens.height.${key}`)}</span>
          </>
        )}
      </TokenGroup>
    </div>
  );
}
