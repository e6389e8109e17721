import { describe, expect, it } from 'vitest';
import { computeResults, rankByVotes, roundTo2 } from './ranking';
import { byId, c1, c2, ev, poster, settings } from './ranking.test-kit';

describe('computeResults: tie-break and shared ranks', () => {
  const tied = {
    posters: [poster(1, 'Alpha'), poster(2, 'Beta'), poster(3, 'Gamma'), poster(4, 'Delta')],
    criteria: [c1, c2],
    evaluations: [
      ev(1, 1, [
        [1, 5],
        [2, 9],
      ]), // 14
      ev(1, 2, [
        [1, 9],
        [2, 5],
      ]), // 14
      ev(1, 3, [
        [1, 7],
        [2, 7],
      ]), // 14
      ev(1, 4, [
        [1, 10],
        [2, 10],
      ]), // 20
      ev(2, 3, [
        [1, 7],
        [2, 7],
      ]), // Gamma's second judge: 14 again
      ev(2, 4, [
        [1, 5],
        [2, 5],
      ]), // Delta: (20 + 10) / 2 = 15
    ],
  };

  it('without a tie-break, equal averages share the rank and the next rank skips (1, 2, 2, 2)', () => {
    expect(computeResults(tied, settings()).map((r) => [r.rank, r.title])).toEqual([
      [1, 'Delta'],
      [2, 'Alpha'],
      [2, 'Beta'],
      [2, 'Gamma'],
    ]);
  });

  it('breaks ties by a criterion first (higher average wins), then a tie that remains shares the rank', () => {
    const rows = computeResults(tied, settings({ tie_break: { criterion_id: 1, other_method: false } }));
    expect(rows.map((r) => [r.rank, r.title])).toEqual([
      [1, 'Delta'],
      [2, 'Beta'],
      [3, 'Gamma'],
      [4, 'Alpha'],
    ]);
  });

  it('then by the other method', () => {
    // Clarity (c2): Alpha 9, Gamma 7, Beta 5 -> no tie left; with no criterion, the normalized score decides.
    const byClarity = computeResults(tied, settings({ tie_break: { criterion_id: 2, other_method: true } }));
    expect(byClarity.map((r) => r.title)).toEqual(['Delta', 'Alpha', 'Gamma', 'Beta']);
    const byOther = computeResults(tied, settings({ tie_break: { criterion_id: null, other_method: true } }));
    const norm = byId(byOther);
    // Judge 1: 14, 14, 14, 20 (mean 15.5, sd 2.598): z of 14 = -0.577; judge 2: 14, 10 (z +1, -1).
    // Gamma: (-0.577 + 1) / 2 > Alpha = Beta = -0.577: Gamma 2nd, Alpha and Beta share 3rd.
    expect(norm.get(3)!.rank).toBe(2);
    expect([norm.get(1)!.rank, norm.get(2)!.rank]).toEqual([3, 3]);
  });

  it('compares averages exactly enough: 25/3 equals 50/6, 833/100 is lower though both show 8.33', () => {
    const rows = computeResults(
      {
        posters: [poster(1, 'a'), poster(2, 'b'), poster(3, 'c')],
        criteria: [{ id: 9, name: 'x', max_score: 1000 }],
        evaluations: [
          // 33 nines and 67 eights: 833 / 100.
          ...Array.from({ length: 100 }, (_, i) => ev(10 + i, 1, [[9, i < 33 ? 9 : 8]])),
          ev(1, 2, [[9, 8]]),
          ev(2, 2, [[9, 8]]),
          ev(3, 2, [[9, 9]]),
          ...[8, 8, 8, 9, 9, 8].map((s, i) => ev(20 + i, 3, [[9, s]])),
        ],
      },
      settings(),
    );
    expect(rows.map((r) => [r.poster_id, r.rank, r.average_score])).toEqual([
      [2, 1, 8.33],
      [3, 1, 8.33],
      [1, 3, 8.33],
    ]);
  });

  it('rounds to 2 decimals, halves up', () => {
    expect(roundTo2(10 / 3)).toBe(3.33);
    expect(roundTo2(20 / 3)).toBe(6.67);
    expect(roundTo2(1.005)).toBe(1.01);
  });

  it('answers an empty list for no evaluations', () => {
    expect(computeResults({ posters: [poster(1)], criteria: [c1], evaluations: [] }, settings())).toEqual([]);
  });
});

describe('rankByVotes', () => {
  it('ranks by votes, most first; equal counts share the rank (1, 2, 2, 4), listed by title', () => {
    const rows = rankByVotes([
      { poster_id: 1, title: 'b', votes: 3 },
      { poster_id: 2, title: 'a', votes: 3 },
      { poster_id: 3, title: 'c', votes: 5 },
      { poster_id: 4, title: 'd', votes: 0 },
    ]);
    expect(rows.map((r) => [r.rank, r.poster_id])).toEqual([
      [1, 3],
      [2, 2],
      [2, 1],
      [4, 4],
    ]);
  });
});
