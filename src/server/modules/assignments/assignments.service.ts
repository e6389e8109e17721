import type { Kysely } from 'kysely';
import { lockRows } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError, isUniqueViolation, notFound } from '../../http/errors';
import type { AssignmentRow } from '../../../shared/contracts/judging';
import { existsInProject, findAssignment, insertAssignment, listAssignments } from './assignments.repository';

export async function listProjectAssignments(
  db: Kysely<DB>,
  projectId: number,
  judgeId?: number,
): Promise<AssignmentRow[]> {
  if (judgeId !== undefined && !(await existsInProject(db, 'judges', projectId, judgeId)))
    throw notFound('Judge');
  return listAssignments(db, projectId, judgeId);
}

const alreadyAssigned = () => new AppError('DUPLICATE', 'This combination is already assigned');

function isForeignKeyViolation(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

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
    if (!(await existsInProject(db, 'judges', projectId, judgeId))) throw notFound('Judge');
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
    const a = await trx
      .selectFrom('assignments')
      .select(['judge_id', 'poster_id'])
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .$call(lockRows(trx, 'update'))
      .executeTakeFirst();
    if (!a) throw notFound('Assignment');
    const evaluations = trx
      .selectFrom('evaluations')
      .select('id')
      .where('project_id', '=', projectId)
      .where('judge_id', '=', a.judge_id)
      .where('poster_id', '=', a.poster_id);
    await trx.deleteFrom('evaluation_scores').where('evaluation_id', 'in', evaluations).execute();
    await trx
      .deleteFrom('evaluations')
      .where('project_id', '=', projectId)
      .where('judge_id', '=', a.judge_id)
      .where('poster_id', '=', a.poster_id)
      .execute();
    await trx.deleteFrom('assignments').where('project_id', '=', projectId).where('id', '=', id).execute();
  });
}
