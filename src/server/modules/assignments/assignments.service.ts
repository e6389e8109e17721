// Assigning posters to judges, and cancelling (the judge's evaluation of that poster goes with it).
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { AppError, notFound } from '@server/errors';
import type { AssignmentRow, AssignmentSort } from '@shared/contracts/assignments';
import type { ListParams, Page } from '@shared/paging';
import {
  deleteAssignmentRow,
  selectAssignmentPage,
  selectAssignments,
  lockAssignment,
} from './assignments.repository';
import { selectJudgeExists } from '@server/modules/judges';
import { deleteEvaluationRow, findStoredEvaluation } from '@server/modules/judging';
import { recordChange } from '@server/modules/audit';
import { assignmentChange } from './assignment-audit';
import { bulkAssign } from './plan.service';

export async function listProjectAssignments(
  db: Kysely<DB>,
  projectId: number,
  judgeId?: number,
): Promise<AssignmentRow[]> {
  if (judgeId !== undefined && !(await selectJudgeExists(db, projectId, judgeId))) throw notFound('Judge');
  return selectAssignments(db, projectId, judgeId);
}

/** One page of the project's assignments (of one judge when given: 404 for a judge not of this project). */
export async function listProjectAssignmentPage(
  db: Kysely<DB>,
  projectId: number,
  params: ListParams<AssignmentSort> & { judgeId?: number },
): Promise<Page<AssignmentRow>> {
  if (params.judgeId !== undefined && !(await selectJudgeExists(db, projectId, params.judgeId)))
    throw notFound('Judge');
  return selectAssignmentPage(db, projectId, params);
}

const alreadyAssigned = () => new AppError('ALREADY_ASSIGNED', 'This combination is already assigned');

/**
 * Assigns a poster to a judge on the bulk path (one transaction, the project locked): a marked conflict is
 * refused with 409, a shared affiliation is the organiser's deliberate choice here, and a repeat of an existing
 * pair is a clean 400 (docs/decisions/022-single-assignment-conflicts.md).
 */
export async function createAssignment(
  db: Kysely<DB>,
  projectId: number,
  judgeId: number,
  posterId: number,
): Promise<AssignmentRow> {
  const { assignments } = await bulkAssign(db, projectId, judgeId, [posterId], {
    sameAffiliation: 'allow',
  });
  const row = assignments[0];
  if (!row) throw alreadyAssigned();
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
    const evaluation = await findStoredEvaluation(trx, projectId, a.judge_id, a.poster_id);
    await deleteEvaluationRow(trx, projectId, a.judge_id, a.poster_id);
    await deleteAssignmentRow(trx, projectId, id);
    await recordChange(trx, projectId, assignmentChange('removed', a.judge_id, a.poster_id, evaluation));
  });
}
