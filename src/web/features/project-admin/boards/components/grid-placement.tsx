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
  // As typed: how many columns and rows, and the corners in percent of the plan.
  const [typed, setTyped] = useState({ columns: '10', rows: '1', x0: '10', y0: '10', x1: '90', y1: '90' });
  if (boards.length === 0) return null;
  const share = (v: string) => Math.min(100, Math.max(0, Number(v) || 0)) / 100;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const at = gridPlaces(boards.length, Number(typed.columns) || 1, Number(typed.rows) || 1, {
      x0: share(typed.x0),
      y0: share(typed.y0),
      x1: share(typed.x1),
      y1: share(typed.y1),
    });
    onPlace(new Map(boards.map((b, i) => [b, at[i]!])));
  };
  const field = (key: keyof typeof typed, label: string, min: number, max: number) => (
    <NumberField
      label={label}
      min={min}
      max={max}
      value={typed[key]}
      onChange={(e) => setTyped((was) => ({ ...was, [key]: e.target.value }))}
    />
  );
  return (
    <form className="card stack hall-grid-form" onSubmit={submit} aria-labelledby="hall-grid-title">
      <h3 id="hall-grid-title" className="hall-editor-title">
        {t('grid.title', { count: boards.length })}
      </h3>
      <p className="muted small">{t('grid.help')}</p>
      <div className="form-grid">
        {field('columns', t('grid.columns'), 1, 200)}
        {field('rows', t('grid.rows'), 1, 200)}
      </div>
      <div className="form-grid">
        {field('x0', t('grid.left'), 0, 100)}
        {field('y0', t('grid.top'), 0, 100)}
        {field('x1', t('grid.right'), 0, 100)}
        {field('y1', t('grid.bottom'), 0, 100)}
      </div>
      <button type="submit" className="btn">
        {t('grid.place', { count: boards.length })}
      </button>
    </form>
  );
}
