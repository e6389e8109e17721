// A judge's scores checked against the project's criteria.
import { AppError } from '@server/errors';
import type { Criterion } from '@shared/contracts/criteria';
import type { EvaluationInput } from '@shared/contracts/judging';

const notCriterion = (detail: string) => new AppError('SCORE_NOT_CRITERION', detail, { field: 'scores' });

/**
 * Checks a judge's scores against the project's criteria: exactly one integer score (0..max) for every
 * active criterion and nothing else. Returns the scores in criterion order. Throws a 400 naming the criterion.
 */
export function checkScores(
  criteria: Criterion[],
  scores: EvaluationInput['scores'],
): { criterion_id: number; score: number }[] {
  const active = criteria.filter((c) => c.is_active);
  if (active.length === 0) {
    throw new AppError(
      'NO_ACTIVE_CRITERIA',
      'This project has no active evaluation criteria yet, so nothing can be scored; ask the administrator',
    );
  }
  const byId = new Map(criteria.map((c) => [c.id, c]));
  const given = new Map<number, number>();
  for (const s of scores) {
    const c = byId.get(s.criterion_id);
    if (!c) throw notCriterion(`scores: criterion_id ${s.criterion_id} is not a criterion of this project`);
    if (!c.is_active)
      throw notCriterion(`scores: the criterion "${c.name}" is inactive and cannot be scored`);
    if (given.has(c.id)) throw notCriterion(`scores: the criterion "${c.name}" is scored more than once`);
    if (!Number.isInteger(s.score) || s.score < 0 || s.score > c.max_score) {
      throw new AppError(
        'SCORE_OUT_OF_RANGE',
        `scores: the score for "${c.name}" must be a whole number from 0 to ${c.max_score} (its max score)`,
        { field: 'scores', params: { criterion: c.name, max: c.max_score, criterion_id: c.id } },
      );
    }
    given.set(c.id, s.score);
  }
  const missing = active.filter((c) => !given.has(c.id));
  if (missing.length > 0) {
    const names = missing.map((c) => `"${c.name}"`).join(', ');
    throw new AppError('SCORE_MISSING', `Enter a score for all criteria: missing ${names}`, {
      field: 'scores',
      params: { criteria: missing.map((c) => c.name).join(', ') },
    });
  }
  return active.map((c) => ({ criterion_id: c.id, score: given.get(c.id)! }));
}
