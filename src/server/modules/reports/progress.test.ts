import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@shared/contracts/reports';
import { distribution } from './progress.service';

describe('judgeStatus', () => {
  it('says done, not started, behind the project as a whole, or on track', () => {
    // The project has 6 of 12 evaluations done (0.5).
    expect(judgeStatus(0, 0, 0.5)).toBe('unassigned');
    expect(judgeStatus(4, 4, 0.5)).toBe('done');
    expect(judgeStatus(4, 0, 0.5)).toBe('not_started');
    expect(judgeStatus(4, 1, 0.5)).toBe('behind');
    expect(judgeStatus(4, 2, 0.5)).toBe('on_track');
    expect(judgeStatus(4, 3, 0.5)).toBe('on_track');
  });
});

describe('distribution', () => {
  it('counts totals into ten equal bands up to the highest possible total', () => {
    const d = distribution([0, 9.9, 10, 55, 99, 100], 100);
    expect(d.max_total).toBe(100);
    expect(d.bins).toHaveLength(10);
    expect(d.bins[0]).toEqual({ from: 0, to: 10, count: 2 });
    expect(d.bins[1]).toEqual({ from: 10, to: 20, count: 1 });
    expect(d.bins[5]!.count).toBe(1);
    // The highest total belongs to the last band.
    expect(d.bins[9]).toEqual({ from: 90, to: 100, count: 2 });
    expect(d.bins.reduce((s, b) => s + b.count, 0)).toBe(6);
  });

  it('never divides by zero when there are no criteria yet', () => {
    expect(distribution([], 0).bins.every((b) => b.count === 0)).toBe(true);
  });
});
