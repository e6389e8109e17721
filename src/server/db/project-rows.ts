// A project's rows by their id, found or deleted, and the work that hangs on them; each repository names its table.
import type { Kysely } from 'kysely';
import { lockRows } from './database';
import type { DB } from './schema';

/** The tables whose rows have an `id` and belong to one project (`project_id`). */
export type ProjectRowTable =
  'judges' | 'participants' | 'posters' | 'criteria' | 'assignments' | 'conflicts';

/** Whether the row is one of this project's; with `lock`, inside a write, it stays until the write ends. */
export async function selectExistsInProject(
  db: Kysely<DB>,
  table: ProjectRowTable,
  projectId: number,
  id: number,
  lock?: 'share' | 'update',
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .$call((q) => (lock ? lockRows(db, lock)(q) : q))
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of `ids` are rows of this project, locked in id order until the transaction ends (a bulk delete's first step). */
export function lockRowsInProject(trx: Kysely<DB>, table: ProjectRowTable, projectId: number, ids: number[]) {
  return trx
    .selectFrom(table)
    .select('id')
    .where('project_id', '=', projectId)
    .where('id', 'in', ids)
    .orderBy('id')
    .$call(lockRows(trx, 'update'))
    .execute();
}

/** Deletes the row if it is one of this project's; false when there was none (the cascades take what hangs on it). */
export async function deleteRowInProject(
  db: Kysely<DB>,
  table: ProjectRowTable,
  projectId: number,
  id: number,
): Promise<boolean> {
  const res = await db
    .deleteFrom(table)
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/**
 * How many evaluations and assignments of the project name one of these judges or posters: what deleting them
 * removes (the schema's cascades), counted inside the delete's transaction after the rows are locked.
 */
export async function selectWorkOn(
  db: Kysely<DB>,
  projectId: number,
  column: 'judge_id' | 'poster_id',
  ids: number[],
): Promise<{ evaluations: number; assignments: number }> {
  const count = async (table: 'evaluations' | 'assignments') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', projectId)
      .where(column, 'in', ids)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  return { evaluations: await count('evaluations'), assignments: await count('assignments') };
}
