// SQL of poster-to-judge assignments; every query names its project first.
import type { Kysely } from 'kysely';
import { lockRows } from '../../db/database';
import type { DB } from '../../db/schema';
import type { AssignmentRow } from '../../../shared/contracts/judging';

function baseQuery(db: Kysely<DB>, projectId: number) {
  return db
    .selectFrom('assignments as a')
    .innerJoin('judges as j', 'j.id', 'a.judge_id')
    .innerJoin('posters as p', 'p.id', 'a.poster_id')
    .select([
      'a.id',
      'a.judge_id',
      'a.poster_id',
      'j.full_name as judge_name',
      'p.title as poster_title',
      'a.status',
      'a.created_at',
    ])
    .where('a.project_id', '=', projectId);
}

export async function listAssignments(
  db: Kysely<DB>,
  projectId: number,
  judgeId?: number,
): Promise<AssignmentRow[]> {
  let q = baseQuery(db, projectId);
  if (judgeId !== undefined) q = q.where('a.judge_id', '=', judgeId);
  return q.orderBy('a.id').execute();
}

/** The assignment's pair, locked until the transaction ends (an evaluation being stored holds it too). */
export function lockAssignment(trx: Kysely<DB>, projectId: number, id: number) {
  return trx
    .selectFrom('assignments')
    .select(['judge_id', 'poster_id'])
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .$call(lockRows(trx, 'update'))
    .executeTakeFirst();
}

export async function deleteAssignmentRow(trx: Kysely<DB>, projectId: number, id: number): Promise<void> {
  await trx.deleteFrom('assignments').where('project_id', '=', projectId).where('id', '=', id).execute();
}
