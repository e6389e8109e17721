import { describe, expect, it } from 'vitest';
import { rankPosters, roundTo2, type PosterTotals } from './ranking';

const row = (
  poster_id: number,
  title: string,
  total_sum: number,
  evaluation_count: number,
): PosterTotals => ({
  poster_id,
  poster_number: poster_id,
  title,
  author: 'A',
  category: null,
  total_sum,
  evaluation_count,
});

describe('rankPosters', () => {
  it('ranks by average, highest first, with shared ranks for ties (1, 2, 2, 4)', () => {
    const ranked = rankPosters([
      row(1, 'Low', 10, 2),
      row(2, 'Zeta', 16, 2),
      row(3, 'Alpha', 24, 3),
      row(4, 'Top', 27, 3),
    ]);
    expect(ranked.map((r) => [r.rank, r.poster_id, r.average_score])).toEqual([
      [1, 4, 9],
      [2, 3, 8],
      [2, 2, 8],
      [4, 1, 5],
    ]);
  });

  it('breaks ties for display by title, then id', () => {
    const ranked = rankPosters([row(9, 'b', 5, 1), row(3, 'a', 10, 2), row(1, 'b', 15, 3)]);
    expect(ranked.map((r) => r.poster_id)).toEqual([3, 1, 9]);
    expect(ranked.map((r) => r.rank)).toEqual([1, 1, 1]);
  });

  it('compares averages exactly, not after rounding', () => {
    // 25/3 = 8.333... and 50/6 are the same average; 833/100 = 8.33 is lower although it displays the same.
    const ranked = rankPosters([row(1, 'a', 833, 100), row(2, 'b', 25, 3), row(3, 'c', 50, 6)]);
    expect(ranked.map((r) => [r.poster_id, r.rank, r.average_score])).toEqual([
      [2, 1, 8.33],
      [3, 1, 8.33],
      [1, 3, 8.33],
    ]);
  });

  it('leaves out posters without evaluations and answers both title fields', () => {
    const ranked = rankPosters([row(1, 'None', 0, 0), row(2, 'One', 7, 1)]);
    expect(ranked).toEqual([
      {
        rank: 1,
        poster_id: 2,
        poster_number: 2,
        title: 'One',
        poster_title: 'One',
        author: 'A',
        category: null,
        average_score: 7,
        evaluation_count: 1,
      },
    ]);
  });

  it('rounds averages to 2 decimals, halves up', () => {
    expect(roundTo2(10 / 3)).toBe(3.33);
    expect(roundTo2(20 / 3)).toBe(6.67);
    expect(roundTo2(1.005)).toBe(1.01);
    expect(rankPosters([row(1, 'a', 1, 8)])[0]!.average_score).toBe(0.13);
  });

  it('answers an empty list for no rows', () => {
    expect(rankPosters([])).toEqual([]);
  });
});
