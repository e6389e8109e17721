// Assigning posters to judges, and cancelling (the judge's evaluation of that poster goes with it).
import type { Kysely } from 'kysely';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-errors';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import type { AssignmentRow } from '../../../shared/contracts/judging';
import {
  deleteAssignmentRow,
  findAssignment,
  insertAssignment,
  listAssignments,
  lockAssignment,
} from './assignments.repository';
import { judgeExists } from '../judges/judges.repository';
import { deleteEvaluationOf, storedEvaluation } from '../judging/judging.repository';
import { recordChange } from '../audit/audit.service';

export async function listProjectAssignments(
  db: Kysely<DB>,
  projectId: number,
  judgeId?: number,
): Promise<AssignmentRow[]> {
  if (judgeId !== undefined && !(await judgeExists(db, projectId, judgeId))) throw notFound('Judge');
  return listAssignments(db, projectId, judgeId);
}

const alreadyAssigned = () => new AppError('DUPLICATE', 'This combination is already assigned');

/**
 * Assigns a poster to a judge. Concurrent identical requests are settled by the unique (judge, poster)
 * constraint: one row, and a clean 400 for every repeat (docs/decisions/008-assignments-and-scoring.md).
 */
export async function createAssignment(
  db: Kysely<DB>,
  projectId: number,
  judgeId: number,
  posterId: number,
): Promise<AssignmentRow> {
  let id: number | undefined;
  try {
    id = await db.transaction().execute(async (trx) => {
      const added = await insertAssignment(trx, projectId, judgeId, posterId);
      if (added !== undefined)
        await recordChange(trx, projectId, assignmentChange('added', judgeId, posterId, null));
      return added;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadyAssigned();
    // The judge or poster was deleted between the check and the write.
    if (isForeignKeyViolation(err)) throw notFound('Judge or poster');
    throw err;
  }
  if (id === undefined) {
    if (!(await judgeExists(db, projectId, judgeId))) throw notFound('Judge');
    throw notFound('Poster');
  }
  const row = await findAssignment(db, projectId, id);
  if (!row) throw notFound('Assignment');
  return row;
}

/**
 * Cancels an assignment. Evaluations exist only for assigned posters, so the judge's evaluation of that
 * poster (and its scores) goes in the same transaction. The assignment is locked first: an evaluation being
 * stored holds it (judging.service.ts), so this waits for that one to commit and then removes it too.
 */
export async function cancelAssignment(db: Kysely<DB>, projectId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const a = await lockAssignment(trx, projectId, id);
    if (!a) throw notFound('Assignment');
    const evaluation = await storedEvaluation(trx, projectId, a.judge_id, a.poster_id);
    await deleteEvaluationOf(trx, projectId, a.judge_id, a.poster_id);
    await deleteAssignmentRow(trx, projectId, id);
    await recordChange(trx, projectId, assignmentChange('removed', a.judge_id, a.poster_id, evaluation));
  });
}

/** The audit entry of one assignment added or removed; a removal records the evaluation it took with it. */
export function assignmentChange(
  change: 'added' | 'removed',
  judgeId: number,
  posterId: number,
  evaluation: Awaited<ReturnType<typeof storedEvaluation>>,
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
