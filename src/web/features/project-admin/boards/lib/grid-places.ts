/** Boards laid in a grid over a part of the hall plan (the editor's GridPlacement). */

export type Place = { x: number; y: number };

/**
 * The places of `count` boards in `rows` x `columns` (row by row) inside the box, spaced evenly with half a step
 * from each edge; a grid with fewer cells than boards grows by rows.
 */
export function gridPlaces(
  count: number,
  columns: number,
  rows: number,
  box: { x0: number; y0: number; x1: number; y1: number },
): Place[] {
  const cols = Math.max(1, Math.min(columns, count));
  const lines = Math.max(rows, Math.ceil(count / cols));
  const round = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 10_000) / 10_000;
  return Array.from({ length: count }, (_, i) => ({
    x: round(box.x0 + ((box.x1 - box.x0) * ((i % cols) + 0.5)) / cols),
    y: round(box.y0 + ((box.y1 - box.y0) * (Math.floor(i / cols) + 0.5)) / lines),
  }));
}
