// What the audit log records of assignments added and removed (docs/decisions/024-audit-log.md).
import type { findStoredEvaluation } from '@server/modules/judging';
import type { Pair } from './assignment-plan';

/** The audit entry of one assignment added or removed; a removal records the evaluation it took with it. */
export function assignmentChange(
  change: 'added' | 'removed',
  judgeId: number,
  posterId: number,
  evaluation: Awaited<ReturnType<typeof findStoredEvaluation>>,
) {
  return {
    kind: `assignment.${change}` as const,
    judge_id: judgeId,
    poster_id: posterId,
    summary:
      change === 'added'
        ? 'Poster assigned to the judge'
        : evaluation
          ? "Assignment removed, with the judge's evaluation"
          : 'Assignment removed',
    detail: change === 'added' ? {} : { removed_evaluation: evaluation },
  };
}

/** One audit entry for many pairs added at once (the plan, a bulk assignment). */
export function pairsAdded(summary: string, pairs: readonly Pair[], more: Record<string, unknown> = {}) {
  return {
    kind: 'assignment.added' as const,
    summary: `${summary}: ${pairs.length} assignments`,
    detail: { ...more, added: pairs.map((p) => ({ judge_id: p.judge_id, poster_id: p.poster_id })) },
  };
}
