import { describe, expect, it } from 'vitest';
import {
  planAssignments,
  type Pair,
  type PlanInput,
  type PlanJudge,
  type PlanPoster,
} from './assignment-plan';

const judges = (n: number, aff: (i: number) => string | null = () => null): PlanJudge[] =>
  Array.from({ length: n }, (_, i) => ({ id: 100 + i, affiliation: aff(i) }));
const posters = (n: number, aff: (i: number) => string | null = () => null): PlanPoster[] =>
  Array.from({ length: n }, (_, i) => ({ id: 1 + i, affiliation: aff(i) }));
const input = (over: Partial<PlanInput>): PlanInput => ({
  judges: judges(10),
  posters: posters(40),
  existing: [],
  conflicts: [],
  judgesPerPoster: 3,
  maxPerJudge: null,
  ...over,
});

/** Every pair the plan ends with: the kept ones and the new ones. */
const allPairs = (i: PlanInput, added: Pair[]) => [...i.existing, ...added];
const judgesOf = (pairs: Pair[], posterId: number) => pairs.filter((p) => p.poster_id === posterId);
const loads = (i: PlanInput, pairs: Pair[]) =>
  i.judges.map((j) => pairs.filter((p) => p.judge_id === j.id).length);
const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs);

describe('planAssignments', () => {
  it('gives every poster k distinct judges and balances loads within 1', () => {
    const i = input({ judges: judges(7), posters: posters(50), judgesPerPoster: 3 });
    const plan = planAssignments(i);
    expect(plan.assignments).toHaveLength(150);
    for (const p of i.posters) {
      const js = judgesOf(plan.assignments, p.id).map((x) => x.judge_id);
      expect(new Set(js).size).toBe(3);
    }
    expect(spread(loads(i, plan.assignments))).toBeLessThanOrEqual(1);
    expect(plan.unfilled).toEqual([]);
    expect(plan.per_judge.reduce((s, j) => s + j.added, 0)).toBe(150);
  });

  it('never assigns a judge a poster from the same affiliation, nor a marked conflict, and counts them', () => {
    const affs = ['KAIST', 'SNU', 'POSTECH', 'Yonsei'];
    const i = input({
      judges: judges(8, (n) => affs[n % 4]!),
      // Spelled differently: spaces and case do not hide a shared affiliation.
      posters: posters(30, (n) => (n % 5 === 0 ? ` kaist ` : affs[n % 4]!)),
      conflicts: [
        { judge_id: 101, poster_id: 2 },
        { judge_id: 102, poster_id: 3 },
      ],
    });
    const plan = planAssignments(i);
    const aff = new Map(i.judges.map((j) => [j.id, j.affiliation!.toLowerCase()]));
    const pAff = new Map(i.posters.map((p) => [p.id, p.affiliation!.trim().toLowerCase()]));
    for (const a of plan.assignments) expect(aff.get(a.judge_id)).not.toBe(pAff.get(a.poster_id));
    expect(plan.assignments).not.toContainEqual({ judge_id: 101, poster_id: 2 });
    expect(plan.assignments).not.toContainEqual({ judge_id: 102, poster_id: 3 });
    expect(plan.unfilled).toEqual([]);
    expect(plan.conflicts_avoided).toBeGreaterThanOrEqual(30);
    expect(spread(loads(i, plan.assignments))).toBeLessThanOrEqual(1);
  });

  it('keeps existing pairs, counts them, and only fills the gaps on a re-run', () => {
    const first = input({ judges: judges(6), posters: posters(12), judgesPerPoster: 2 });
    const plan1 = planAssignments(first);
    // A late poster and a late judge arrive; the first plan was applied.
    const second = input({
      judges: judges(7),
      posters: posters(13),
      judgesPerPoster: 2,
      existing: plan1.assignments,
    });
    const plan2 = planAssignments(second);
    expect(plan2.assignments.every((a) => a.poster_id === 13)).toBe(true);
    expect(plan2.assignments).toHaveLength(2);
    // The new judge, with nothing yet, is under its share and takes part.
    expect(plan2.assignments.map((a) => a.judge_id)).toContain(106);
    expect(plan2.per_judge.find((j) => j.judge_id === 100)?.existing).toBe(4);
    expect(plan2.per_judge.reduce((n, j) => n + j.existing, 0)).toBe(24);
  });

  it('reports the shortfall and why when k judges are not possible', () => {
    const tooFew = planAssignments(input({ judges: judges(2), posters: posters(3), judgesPerPoster: 3 }));
    expect(tooFew.unfilled).toEqual(
      [1, 2, 3].map((id) => ({ poster_id: id, missing: 1, reason: 'NOT_ENOUGH_JUDGES' })),
    );

    const conflicts = planAssignments(
      input({
        judges: judges(4, (n) => (n < 3 ? 'KAIST' : 'SNU')),
        posters: posters(2, (n) => (n === 0 ? 'KAIST' : null)),
        judgesPerPoster: 2,
      }),
    );
    expect(conflicts.unfilled).toEqual([{ poster_id: 1, missing: 1, reason: 'CONFLICTS' }]);

    const capped = planAssignments(
      input({ judges: judges(3), posters: posters(4), judgesPerPoster: 2, maxPerJudge: 2 }),
    );
    expect(capped.assignments).toHaveLength(6);
    expect(capped.unfilled.reduce((s, u) => s + u.missing, 0)).toBe(2);
    expect(capped.unfilled.every((u) => u.reason === 'MAX_PER_JUDGE')).toBe(true);
    expect(Math.max(...capped.per_judge.map((j) => j.total))).toBe(2);
  });

  it('fills a poster the greedy pass left short by moving another pair along (a cap and conflicts)', () => {
    // Judge 100 is the only one free of conflicts for poster 4; greedy gives 100 its cap early on,
    // so filling poster 4 needs one of 100's earlier posters handed to another judge.
    const i = input({
      judges: judges(3, (n) => ['A', 'B', 'C'][n]!),
      posters: posters(4, (n) => (n === 3 ? 'B' : null)),
      conflicts: [{ judge_id: 102, poster_id: 4 }],
      judgesPerPoster: 1,
      maxPerJudge: 2,
    });
    const plan = planAssignments(i);
    expect(plan.unfilled).toEqual([]);
    expect(plan.assignments).toContainEqual({ judge_id: 100, poster_id: 4 });
    expect(Math.max(...plan.per_judge.map((j) => j.total))).toBeLessThanOrEqual(2);
  });

  it('gives the same plan for the same inputs', () => {
    const i = input({
      judges: judges(9, (n) => (n % 3 ? 'X' : 'Y')),
      posters: posters(60, (n) => (n % 5 ? 'Y' : null)),
    });
    expect(planAssignments(i)).toEqual(planAssignments(structuredClone(i)));
  });

  it('keeps each judge near the posters it already has (board order) among equal loads', () => {
    const i = input({ judges: judges(4), posters: posters(40), judgesPerPoster: 1 });
    const plan = planAssignments(i);
    // Each judge's posters, in board order: the walk between consecutive ones stays short on average.
    for (const j of i.judges) {
      const mine = plan.assignments.filter((a) => a.judge_id === j.id).map((a) => a.poster_id);
      expect(mine).toHaveLength(10);
      // A run of ten neighbouring boards.
      expect(mine[9]! - mine[0]!).toBe(9);
    }
    expect(allPairs(i, plan.assignments)).toHaveLength(40);
  });
});
