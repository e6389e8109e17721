/**
 * Count tiles (the organiser's dashboard and statistics, the super admin's totals): a label, a big number, and an
 * optional note; `accent` colours a tile's top edge (a token, `var(--c-success)`).
 */
import type { CSSProperties, ReactNode } from 'react';

export type InfoTile = { key: string; label: string; value: ReactNode; note?: ReactNode; accent?: string };

/** `testId` prefixes each value's data-testid (`info-posters`, `stat-posters`). */
export function InfoTiles({ tiles, testId }: { tiles: InfoTile[]; testId: string }) {
  return (
    <dl className="grid-tiles">
      {tiles.map((tile) => (
        <div
          key={tile.key}
          className={tile.accent ? 'card tile tile-accent' : 'card tile'}
          style={tile.accent ? ({ '--tile-accent': tile.accent } as CSSProperties) : undefined}
        >
          <dt className="tile-label">{tile.label}</dt>
          <dd className="tile-value" data-testid={`${testId}-${tile.key}`}>
            {tile.value}
          </dd>
          {tile.note ? <dd className="tile-sub">{tile.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
