import type { CSSProperties } from 'react';

/** Where a marker's centre stands inside the plan's frame: its shares of the plan as percentages. */
export const markerPlace = (x: number, y: number): CSSProperties => ({
  left: `${x * 100}%`,
  top: `${y * 100}%`,
});
