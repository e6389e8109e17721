import { describe, expect, it } from 'vitest';
import { computeResults, type CommentedEvaluation } from './ranking';
import { byId, ev, hall, HALL_FIGURES, hallFigures, one, poster, settings } from './ranking.test-kit';

/** Posters X (1) and Y (2) judged on the one criterion, by poster id. */
const xAndY = (evaluations: CommentedEvaluation[]) =>
  byId(
    computeResults({ posters: [poster(1, 'X'), poster(2, 'Y')], criteria: [one], evaluations }, settings()),
  );

describe('computeResults: normalization of judge leniency', () => {
  it('computes the raw average, the normalized score and both ranks as checked by hand', () => {
    const rows = computeResults(hall, settings());
    expect(rows.map((r) => r.poster_id)).toEqual([1, 2, 3, 4, 5]);
    expect(rows.map(hallFigures)).toEqual(HALL_FIGURES);
    // The chosen method decides `rank` and the order; ties remaining share the rank (1, 2, 2, 2, 5).
    const normalized = computeResults(hall, settings({ method: 'normalized' }));
    expect(normalized.map((r) => [r.rank, r.title])).toEqual([
      [1, 'P1'],
      [2, 'P2'],
      [2, 'P3'],
      [2, 'P4'],
      [5, 'P5'],
    ]);
  });

  it("does not lift all of a lenient judge's posters: the lenient judge's middle poster falls, the harsh judge's rises", () => {
    const rows = byId(computeResults(hall, settings()));
    // L saw P1, P2, P3 and gave them the three highest raw averages of their own.
    expect(rows.get(2)!.normalized_score).toBeLessThan(rows.get(2)!.average_score);
    expect(rows.get(4)!.normalized_score).toBeGreaterThan(rows.get(4)!.average_score);
    expect(rows.get(2)!.rank_normalized).toBe(rows.get(4)!.rank_normalized);
    // The best of each judge stays best; the worst of the harsh judge stays last.
    expect(rows.get(1)!.rank_normalized).toBe(1);
    expect(rows.get(5)!.rank_normalized).toBe(5);
  });

  it('a judge with one evaluation is compared with everyone: not corrected', () => {
    // A: 10 and 20 (mean 15, sd 5: z -1 and +1). B only: 30, against all totals (mean 20, sd sqrt(200/3)): z = 10/sd.
    // X: 20 + sd x (-1 + 10/sd) / 2 = 20 + (10 - 8.165) / 2 = 20.92; Y: 20 + 8.165 = 28.16.
    const rows = xAndY([ev(1, 1, [[9, 10]]), ev(1, 2, [[9, 20]]), ev(2, 1, [[9, 30]])]);
    expect(rows.get(1)!.normalized_score).toBe(20.92);
    expect(rows.get(2)!.normalized_score).toBe(28.16);
    expect(rows.get(1)!.average_score).toBe(20);
  });

  it('a judge whose totals are all equal counts as no preference (z = 0)', () => {
    // A: 10, 20 (z -1, +1); C: 15, 15 (z 0, 0). All four: mean 15, sd sqrt(50/4) = 3.5355.
    // X: 15 - 3.5355 / 2 = 13.23; Y: 15 + 1.7678 = 16.77.
    const rows = xAndY([ev(1, 1, [[9, 10]]), ev(1, 2, [[9, 20]]), ev(3, 1, [[9, 15]]), ev(3, 2, [[9, 15]])]);
    expect([rows.get(1)!.normalized_score, rows.get(2)!.normalized_score]).toEqual([13.23, 16.77]);
  });

  it('every total the same: the normalized score is that total', () => {
    const rows = computeResults(
      {
        posters: [poster(1), poster(2)],
        criteria: [one],
        evaluations: [ev(1, 1, [[9, 12]]), ev(2, 2, [[9, 12]])],
      },
      settings(),
    );
    expect(rows.map((r) => [r.normalized_score, r.rank_normalized])).toEqual([
      [12, 1],
      [12, 1],
    ]);
  });
});
