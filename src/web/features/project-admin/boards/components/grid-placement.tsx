/**
 * Many boards at once: the boards not yet on the plan, in the board list's order, laid in rows and columns over
 * a part of the plan (from its top-left to its bottom-right corner, in percent). Each is then adjusted by hand.
 */
import { useState, type FormEvent } from 'react';
import { NumberField } from '@web/components/ui/forms/field';
import { useHallMapT } from '../i18n/hall-map';
import { gridPlaces } from '../lib/grid-places';

type Place = { x: number; y: number };

export function GridPlacement({
  boards,
  onPlace,
}: {
  /** The boards to lay out, in order. */
  boards: string[];
  onPlace: (places: Map<string, Place>) => void;
}) {
  const { t } = useHallMapT();
  const [columns, setColumns] = useState('10');
  const [rows, setRows] = useState('1');
  const [box, setBox] = useState({ x0: '10', y0: '10', x1: '90', y1: '90' });
  if (boards.length === 0) return null;
  const share = (v: string) => Math.min(100, Math.max(0, Number(v) || 0)) / 100;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const at = gridPlaces(boards.length, Number(columns) || 1, Number(rows) || 1, {
      x0: share(box.x0),
      y0: share(box.y0),
      x1: share(box.x1),
      y1: share(box.y1),
    });
    onPlace(new Map(boards.map((b, i) => [b, at[i]!])));
  };
  const corner = (key: keyof typeof box, label: string) => (
    <NumberField
      label={label}
      min={0}
      max={100}
      value={box[key]}
      onChange={(e) => setBox((b) => ({ ...b, [key]: e.target.value }))}
    />
  );
  return (
    <form className="card stack hall-grid-form" onSubmit={submit} aria-labelledby="hall-grid-title">
      <h3 id="hall-grid-title" className="hall-editor-title">
        {t('grid.title', { count: boards.length })}
      </h3>
      <p className="muted small">{t('grid.help')}</p>
      <div className="form-grid">
        <NumberField
          label={t('grid.columns')}
          min={1}
          max={200}
          value={columns}
          onChange={(e) => setColumns(e.target.value)}
        />
        <NumberField
          label={t('grid.rows')}
          min={1}
          max={200}
          value={rows}
          onChange={(e) => setRows(e.target.value)}
        />
      </div>
      <div className="form-grid">
        {corner('x0', t('grid.left'))}
        {corner('y0', t('grid.top'))}
        {corner('x1', t('grid.right'))}
        {corner('y1', t('grid.bottom'))}
      </div>
      <button type="submit" className="btn">
        {t('grid.place', { count: boards.length })}
      </button>
    </form>
  );
}
