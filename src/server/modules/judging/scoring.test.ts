import { describe, expect, it } from 'vitest';
import type { Criterion } from '@shared/contracts/criteria';
import { checkScores } from './scoring';

const criterion = (id: number, name: string, max: number, active = true, order = id): Criterion => ({
  id,
  project_id: 1,
  version: 1,
  name,
  max_score: max,
  order_number: order,
  description: null,
  is_active: active,
});
const criteria = [
  criterion(1, 'Design', 10, true, 2),
  criterion(2, 'Science', 5, true, 1),
  criterion(3, 'Old', 10, false),
];
const detailOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as { status: number; detail: string }).status + ' ' + (e as { detail: string }).detail;
  }
  return 'no error';
};

describe('checkScores', () => {
  it('accepts one score per active criterion, at the bounds, in any order, and answers them in criterion order', () => {
    expect(
      checkScores(
        [criteria[1]!, criteria[0]!, criteria[2]!],
        [
          { criterion_id: 1, score: 10 },
          { criterion_id: 2, score: 0 },
        ],
      ),
    ).toEqual([
      { criterion_id: 2, score: 0 },
      { criterion_id: 1, score: 10 },
    ]);
  });
  it('names every missing criterion', () => {
    expect(detailOf(() => checkScores(criteria, []))).toBe(
      '400 Enter a score for all criteria: missing "Design", "Science"',
    );
  });
  it('refuses unknown, inactive and duplicate criteria, and scores outside 0..max', () => {
    expect(detailOf(() => checkScores(criteria, [{ criterion_id: 9, score: 1 }]))).toContain(
      'criterion_id 9 is not a criterion of this project',
    );
    expect(detailOf(() => checkScores(criteria, [{ criterion_id: 3, score: 1 }]))).toContain(
      '"Old" is inactive',
    );
    expect(
      detailOf(() =>
        checkScores(criteria, [
          { criterion_id: 2, score: 1 },
          { criterion_id: 2, score: 1 },
        ]),
      ),
    ).toContain('"Science" is scored more than once');
    expect(detailOf(() => checkScores(criteria, [{ criterion_id: 2, score: 6 }]))).toContain(
      '"Science" must be a whole number from 0 to 5',
    );
    expect(detailOf(() => checkScores(criteria, [{ criterion_id: 2, score: -1 }]))).toContain('from 0 to 5');
    expect(detailOf(() => checkScores(criteria, [{ criterion_id: 2, score: 2.5 }]))).toContain(
      'whole number',
    );
  });
  it('refuses scoring when there is no active criterion', () => {
    expect(detailOf(() => checkScores([criteria[2]!], []))).toContain('no active evaluation criteria');
  });
});
