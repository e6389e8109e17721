import { describe, expect, it } from 'vitest';
import { gridPlaces } from './grid-places';

describe('gridPlaces', () => {
  const whole = { x0: 0, y0: 0, x1: 1, y1: 1 };
  it('fills rows in order, each cell centred', () => {
    expect(gridPlaces(4, 2, 2, whole)).toEqual([
      { x: 0.25, y: 0.25 },
      { x: 0.75, y: 0.25 },
      { x: 0.25, y: 0.75 },
      { x: 0.75, y: 0.75 },
    ]);
  });
  it('adds rows when the grid is too small, and keeps inside the box', () => {
    const at = gridPlaces(5, 2, 1, { x0: 0.1, y0: 0.2, x1: 0.5, y1: 0.8 });
    expect(at).toHaveLength(5);
    expect(at.map((p) => p.y)).toEqual([0.3, 0.3, 0.5, 0.5, 0.7]);
    for (const p of at) {
      expect(p.x).toBeGreaterThan(0.1);
      expect(p.x).toBeLessThan(0.5);
    }
  });
  it('never makes more columns than boards', () => {
    expect(gridPlaces(2, 10, 1, whole)).toEqual([
      { x: 0.25, y: 0.5 },
      { x: 0.75, y: 0.5 },
    ]);
  });
});
