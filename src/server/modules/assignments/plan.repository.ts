// SQL of assignments and conflicts for the plan, the bulk actions and the conflicts of interest; project id first.
import type { Kysely } from 'kysely';
import { lockRows } from '@server/db/database';
import { deleteRowInProject } from '@server/db/project-rows';
import type { DB } from '@server/db/schema';
import type { Pair } from './assignment-plan';

export function selectAssignedPairs(db: Kysely<DB>, projectId: number): Promise<Pair[]> {
  return db
    .selectFrom('assignments')
    .select(['judge_id', 'poster_id'])
    .where('project_id', '=', projectId)
    .execute();
}

export function selectConflictPairs(db: Kysely<DB>, projectId: number): Promise<Pair[]> {
  return db
    .selectFrom('conflicts')
    .select(['judge_id', 'poster_id'])
    .where('project_id', '=', projectId)
    .execute();
}

/** Inserts new pairs (the caller has checked them inside the same transaction), in chunks. */
export async function insertAssignments(
  trx: Kysely<DB>,
  projectId: number,
  pairs: readonly Pair[],
): Promise<void> {
  const now = new Date().toISOString();
  for (let i = 0; i < pairs.length; i += 500) {
    const chunk = pairs.slice(i, i + 500).map((p) => ({
      project_id: projectId,
      judge_id: p.judge_id,
      poster_id: p.poster_id,
      status: 'pending' as const,
      created_at: now,
    }));
    await trx.insertInto('assignments').values(chunk).execute();
  }
}

export function selectConflicts(db: Kysely<DB>, projectId: number, id?: number) {
  let q = db
    .selectFrom('conflicts as c')
    .innerJoin('judges as j', 'j.id', 'c.judge_id')
    .innerJoin('posters as p', 'p.id', 'c.poster_id')
    .select([
      'c.id',
      'c.judge_id',
      'c.poster_id',
      'j.full_name as judge_name',
      'p.title as poster_title',
      'c.created_at',
    ])
    .where('c.project_id', '=', projectId);
  if (id !== undefined) q = q.where('c.id', '=', id);
  return q.orderBy('c.id').execute();
}

export async function insertConflict(trx: Kysely<DB>, projectId: number, pair: Pair): Promise<number> {
  const row = await trx
    .insertInto('conflicts')
    .values({ project_id: projectId, ...pair, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const deleteConflictRow = (db: Kysely<DB>, projectId: number, id: number) =>
  deleteRowInProject(db, 'conflicts', projectId, id);

/** The assignments among `ids`, locked until the transaction ends (an evaluation being stored holds them). */
export function lockAssignments(trx: Kysely<DB>, projectId: number, ids: readonly number[]) {
  return trx
    .selectFrom('assignments')
    .select(['id', 'judge_id', 'poster_id'])
    .where('project_id', '=', projectId)
    .where('id', 'in', ids)
    .$call(lockRows(trx, 'update'))
    .execute();
}

/** Deletes the assignments among `ids` (the caller has locked them and removed their evaluations). */
export async function deleteAssignmentRows(
  trx: Kysely<DB>,
  projectId: number,
  ids: readonly number[],
): Promise<void> {
  await trx.deleteFrom('assignments').where('project_id', '=', projectId).where('id', 'in', ids).execute();
}
