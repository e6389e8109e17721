/** The count tiles of the dashboard and the statistics page: a label, a big number, and an optional note. */
import type { ReactNode } from 'react';

export type InfoTile = { key: string; label: string; value: ReactNode; note?: ReactNode };

/** `testId` prefixes each value's data-testid (`info-posters`, `stat-posters`). */
export function InfoTiles({ tiles, testId }: { tiles: InfoTile[]; testId: string }) {
  return (
    <dl className="grid-tiles info-tiles">
      {tiles.map((tile) => (
        <div key={tile.key} className="card tile info-tile">
          <dt className="tile-label">{tile.label}</dt>
          <dd className="tile-value" data-testid={`${testId}-${tile.key}`}>
            {tile.value}
          </dd>
          {tile.note ? <dd className="small muted">{tile.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
