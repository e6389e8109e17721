// Assigning posters to judges, and cancelling (the judge's evaluation of that poster goes with it).
import type { Kysely } from 'kysely';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-errors';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import type { AssignmentRow } from '../../../shared/contracts/judging';
import { deleteEvaluationOf } from '../judging/judging.repository';
import {
  deleteAssignmentRow,
  findAssignment,
  insertAssignment,
  listAssignments,
  lockAssignment,
} from './assignments.repository';
import { judgeExists } from '../judges/judges.repository';

export async function listProjectAssignments(
  db: Kysely<DB>,
  projectId: number,
  judgeId?: number,
): Promise<AssignmentRow[]> {
  if (judgeId !== undefined && !(await judgeExists(db, projectId, judgeId))) throw notFound('Judge');
  return listAssignments(db, projectId, judgeId);
}

const alreadyAssigned = () => new AppError('ALREADY_ASSIGNED', 'This combination is already assigned');

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
    id = await insertAssignment(db, projectId, judgeId, posterId);
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
    await deleteEvaluationOf(trx, projectId, a.judge_id, a.poster_id);
    await deleteAssignmentRow(trx, projectId, id);
  });
}
