import { describe, expect, it } from 'vitest';
import {
  computeResults,
  evaluationRows,
  evaluationTotal,
  rankByVotes,
  roundTo2,
  type CommentedEvaluation,
  type CriterionFacts,
  type PosterFacts,
  type RankingSettings,
} from './ranking';

const poster = (
  poster_id: number,
  title = `P${poster_id}`,
  planned_count = 0,
  category: string | null = null,
) =>
  ({
    poster_id,
    poster_number: poster_id,
    title,
    author: 'A',
    category,
    planned_count,
  }) satisfies PosterFacts;

const c1: CriterionFacts = { id: 1, name: 'Method', max_score: 10 };
const c2: CriterionFacts = { id: 2, name: 'Clarity', max_score: 10 };
const one: CriterionFacts = { id: 9, name: 'Overall', max_score: 30 };

let judgeNames = 0;
const ev = (judge_id: number, poster_id: number, scores: Array<[number, number]>): CommentedEvaluation => ({
  judge_id,
  judge_name: `Judge ${judge_id}`,
  poster_id,
  comment: `comment ${++judgeNames}`,
  updated_at: '2026-11-25T10:00:00.000Z',
  scores: new Map(scores),
});

const settings = (over: Partial<RankingSettings> = {}): RankingSettings => ({
  method: 'raw',
  weights: new Map(),
  tie_break: { criterion_id: null, other_method: false },
  ...over,
});

/**
 * A lenient judge L (totals 18, 16, 14 on P1-P3; mean 16) and a harsh judge H (12, 8, 4 on P3-P5; mean 8).
 * All six totals: mean 12, population sd sqrt(136/6). Each judge's z-scores are +1.2247, 0, -1.2247.
 * Per poster mean z: P1 1.2247, P2 0, P3 0 (-1.2247 from L, +1.2247 from H), P4 0, P5 -1.2247.
 * Normalized = 12 + sqrt(136/6) x mean z: P1 12 + sqrt(34) = 17.83, P2 = P3 = P4 = 12, P5 12 - sqrt(34) = 6.17.
 */
const L = 1;
const H = 2;
const hall = {
  posters: [poster(1), poster(2), poster(3, 'P3', 3), poster(4), poster(5)],
  criteria: [c1, c2],
  evaluations: [
    ev(L, 1, [
      [1, 9],
      [2, 9],
    ]),
    ev(L, 2, [
      [1, 10],
      [2, 6],
    ]),
    ev(L, 3, [
      [1, 7],
      [2, 7],
    ]),
    ev(H, 3, [
      [1, 6],
      [2, 6],
    ]),
    ev(H, 4, [
      [1, 5],
      [2, 3],
    ]),
    ev(H, 5, [
      [1, 2],
      [2, 2],
    ]),
  ],
};
const byId = (rows: ReturnType<typeof computeResults>) => new Map(rows.map((r) => [r.poster_id, r]));
/** Posters X (1) and Y (2) judged on the one criterion, by poster id. */
const xAndY = (evaluations: CommentedEvaluation[]) =>
  byId(
    computeResults({ posters: [poster(1, 'X'), poster(2, 'Y')], criteria: [one], evaluations }, settings()),
  );

describe('computeResults: normalization of judge leniency', () => {
  it('computes the raw average, the normalized score and both ranks as checked by hand', () => {
    const rows = computeResults(hall, settings());
    expect(
      rows.map((r) => [r.poster_id, r.average_score, r.normalized_score, r.rank_raw, r.rank_normalized]),
    ).toEqual([
      [1, 18, 17.83, 1, 1],
      [2, 16, 12, 2, 2],
      [3, 13, 12, 3, 2],
      [4, 8, 12, 4, 2],
      [5, 4, 6.17, 5, 5],
    ]);
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

describe('computeResults: spread, coverage and flags', () => {
  it('answers evaluation and planned counts, std_dev, min/max, per-criterion averages and the flags', () => {
    const rows = byId(
      computeResults(
        {
          posters: [poster(1, 'Split', 2), poster(2, 'Short', 3), poster(3, 'Fine', 1)],
          criteria: [c1, c2],
          evaluations: [
            ev(1, 1, [
              [1, 9],
              [2, 9],
            ]), // 18
            ev(2, 1, [
              [1, 6],
              [2, 6],
            ]), // 12: 6 apart = 30% of 20 -> JUDGES_DISAGREE
            ev(1, 2, [
              [1, 8],
              [2, 7],
            ]), // 15
            ev(2, 2, [
              [1, 6],
              [2, 4],
            ]), // 10: 5 apart, below 6
            ev(1, 3, [[1, 4]]), // c2 never scored (activated later): counts 0 in the total
          ],
        },
        settings(),
      ),
    );
    expect(rows.get(1)).toMatchObject({
      evaluation_count: 2,
      planned_count: 2,
      std_dev: 3,
      min_total: 12,
      max_total: 18,
      flags: ['JUDGES_DISAGREE'],
      criteria: [
        { criterion_id: 1, name: 'Method', max_score: 10, average: 7.5 },
        { criterion_id: 2, name: 'Clarity', max_score: 10, average: 7.5 },
      ],
    });
    expect(rows.get(2)).toMatchObject({ evaluation_count: 2, planned_count: 3, std_dev: 2.5 });
    expect(rows.get(2)!.flags).toEqual(['FEW_EVALUATIONS']);
    expect(rows.get(3)).toMatchObject({ average_score: 4, std_dev: 0, flags: [] });
    expect(rows.get(3)!.criteria.map((c) => c.average)).toEqual([4, null]);
  });

  it('leaves out posters without evaluations, and keeps to a category when asked (ranked within it)', () => {
    const input = {
      posters: [
        poster(1, 'Bio A', 1, 'Bio'),
        poster(2, 'Chem', 1, 'Chem'),
        poster(3, 'Bio B', 1, 'Bio'),
        poster(4),
      ],
      criteria: [one],
      evaluations: [ev(1, 1, [[9, 10]]), ev(1, 2, [[9, 30]]), ev(1, 3, [[9, 20]])],
    };
    expect(computeResults(input, settings()).map((r) => r.title)).toEqual(['Chem', 'Bio B', 'Bio A']);
    expect(computeResults(input, settings(), 'Bio').map((r) => [r.rank, r.title])).toEqual([
      [1, 'Bio B'],
      [2, 'Bio A'],
    ]);
    expect(computeResults(input, settings(), 'None')).toEqual([]);
  });
});

describe('evaluationRows', () => {
  it("answers every judge's total (weighted), scores on the active criteria and comment", () => {
    const rows = evaluationRows(
      {
        criteria: [c1, c2],
        evaluations: [
          ev(1, 7, [
            [1, 10],
            [2, 6],
            [3, 9], // not an active criterion: not in the facts' criteria
          ]),
          ev(2, 7, [[1, 5]]),
        ],
      },
      new Map([
        [1, 3],
        [2, 1],
      ]),
    );
    expect(rows.map((r) => [r.poster_id, r.judge_name, r.total, r.scores])).toEqual([
      [
        7,
        'Judge 1',
        18,
        [
          { criterion_id: 1, score: 10 },
          { criterion_id: 2, score: 6 },
        ],
      ],
      [7, 'Judge 2', 7.5, [{ criterion_id: 1, score: 5 }]],
    ]);
    expect(rows[0]!.comment).toMatch(/^comment \d+$/);
  });
});

describe('computeResults: weights', () => {
  it('default weights give the plain sum of the scores; weights 3:1 give (3 x c1 + c2) / 2 on the same 20-point scale', () => {
    const scores = new Map([
      [1, 10],
      [2, 6],
    ]);
    expect(evaluationTotal(scores, [c1, c2], new Map())).toBe(16);
    expect(
      evaluationTotal(
        scores,
        [c1, c2],
        new Map([
          [1, 3],
          [2, 1],
        ]),
      ),
    ).toBe(18);
    const weighted = byId(
      computeResults(
        hall,
        settings({
          weights: new Map([
            [1, 3],
            [2, 1],
          ]),
        }),
      ),
    );
    // P3: L (7,7) -> 14, H (6,6) -> 12: the same as unweighted when both criteria are equal.
    expect(weighted.get(2)!.average_score).toBe(18);
    expect(weighted.get(3)!.average_score).toBe(13);
    // P4 (5,3) -> 9.
    expect(weighted.get(4)!.average_score).toBe(9);
  });
});

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
