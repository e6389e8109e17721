// SQL of the conflicts of interest (marked, declared, cleared); project id first.
import { sql, type Kysely } from 'kysely';
import { deleteRowInProject } from '@server/db/project-rows';
import { findRowWhere } from '@server/db/rows';
import type { ConflictSource, DB } from '@server/db/schema';
import type { Pair } from './assignment-plan';
import { selectNamedPairs } from './plan.repository';

/** The conflicts still in force (not cleared), named as the organiser's list shows them; one when `id` is given. */
export function selectConflicts(db: Kysely<DB>, projectId: number, id?: number) {
  // selectNamedPairs types its rows as the assignments': the conflicts' own columns are named here.
  let q = selectNamedPairs(db, 'conflicts', projectId).select([
    'a.created_at',
    sql<ConflictSource>`a.source`.as('source'),
    sql<string | null>`a.reason`.as('reason'),
    sql<string | null>`a.note`.as('note'),
  ]);
  q = q.where(sql<boolean>`a.cleared_at is null`);
  if (id !== undefined) q = q.where('a.id', '=', id);
  return q.orderBy('a.id').execute();
}

/** The row of a judge-poster pair (in force or cleared), locked until the transaction ends. */
export const lockConflictOf = (trx: Kysely<DB>, projectId: number, pair: Pair) =>
  findRowWhere(trx, 'conflicts', { project_id: projectId, ...pair }, { lock: 'update' });

type ConflictFields = {
  source: ConflictSource;
  reason: string | null;
  note: string | null;
  cleared_at: string | null;
  cleared_reason: string | null;
};

/** Inserts the pair's conflict row (the caller checked inside the same transaction that none exists). */
export async function insertConflict(
  trx: Kysely<DB>,
  projectId: number,
  pair: Pair,
  fields: ConflictFields,
): Promise<number> {
  const row = await trx
    .insertInto('conflicts')
    .values({ project_id: projectId, ...pair, ...fields, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Rewrites the pair's row (a cleared pair declared or marked again, a conflict cleared), dated now. */
export async function updateConflict(
  trx: Kysely<DB>,
  projectId: number,
  id: number,
  fields: Partial<ConflictFields>,
): Promise<void> {
  await trx
    .updateTable('conflicts')
    .set({ ...fields, ...(fields.cleared_at ? {} : { created_at: new Date().toISOString() }) })
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .execute();
}

export const deleteConflictRow = (db: Kysely<DB>, projectId: number, id: number) =>
  deleteRowInProject(db, 'conflicts', projectId, id);

/** The judge's assignment to the poster, locked until the transaction ends (an evaluation being stored holds it). */
export const lockAssignmentOf = (trx: Kysely<DB>, projectId: number, pair: Pair) =>
  findRowWhere(trx, 'assignments', { project_id: projectId, ...pair }, { columns: ['id'], lock: 'update' });
