import { describe, expect, it } from 'vitest';
import { computeResults, evaluationRows, evaluationTotal } from './ranking';
import { byId, c1, c2, ev, hall, one, poster, settings } from './ranking.test-kit';

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
