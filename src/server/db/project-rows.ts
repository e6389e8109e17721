// A project's rows by table: listed, found, locked, changed, inserted, copied or deleted, and the work that hangs on
// judges and posters; each repository names its table.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { lockRows } from './database';
import { deleteRowsWhere, findRowWhere, type RowMatch } from './rows';
import { nextVersion } from './versions';
import type { DB } from './schema';

/** The tables whose rows have an `id` and belong to one project (`project_id`). */
export type ProjectRowTable =
  | 'judges'
  | 'participants'
  | 'posters'
  | 'criteria'
  | 'assignments'
  | 'conflicts'
  | 'screens'
  | 'poster_sessions'
  | 'submissions'
  | 'mail_messages'
  | 'image_fetches';

/** Whether the row is one of this project's; with `lock`, inside a write, it stays until the write ends. */
export async function selectExistsInProject(
  db: Kysely<DB>,
  table: ProjectRowTable,
  projectId: number,
  id: number,
  lock?: 'share' | 'update',
): Promise<boolean> {
  return (
    (await findRowWhere(db, table, { project_id: projectId, id }, { columns: ['id'], lock })) !== undefined
  );
}

/** The tables that hold at most one row a project, keyed by `project_id` (its settings). */
export type OneRowTable = 'submission_settings' | 'result_settings' | 'hall_maps' | 'abstract_books';

/** The project's row of such a table, if it has one; with `lock`, inside a write, it stays until the write ends. */
export function findProjectRow<T extends OneRowTable>(
  db: Kysely<DB>,
  table: T,
  projectId: number,
  lock?: 'share' | 'update',
): Promise<Selectable<DB[T]> | undefined> {
  const row = db
    .selectFrom(table as OneRowTable)
    .selectAll()
    .where('project_id', '=', projectId);
  const found = lock ? row.$call(lockRows(db, lock)) : row;
  return found.executeTakeFirst() as Promise<Selectable<DB[T]> | undefined>;
}

/** Every row of the project's, in the order of `by` (a column every row has, or the posters' number). */
export function selectRowsInProject<T extends ProjectRowTable>(
  db: Kysely<DB>,
  table: T,
  projectId: number,
  by: 'id' | (T extends 'posters' ? 'number' : never),
): Promise<Selectable<DB[T]>[]> {
  return db
    .selectFrom(table as ProjectRowTable)
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy(by as 'id')
    .execute() as Promise<Selectable<DB[T]>[]>;
}

/** The row if it is one of this project's; with `lock`, inside a write, it stays until the write ends. */
export function findRowInProject<T extends ProjectRowTable>(
  db: Kysely<DB>,
  table: T,
  projectId: number,
  id: number,
  lock?: 'share' | 'update',
): Promise<Selectable<DB[T]> | undefined> {
  return findRowWhere(db, table, { project_id: projectId, id } as RowMatch<T>, { lock });
}

/** These columns of the row if it is one of this project's, the row locked until the transaction ends (a delete's first step). */
export function lockRowInProject<T extends ProjectRowTable, C extends keyof Selectable<DB[T]> & string>(
  trx: Kysely<DB>,
  table: T,
  projectId: number,
  id: number,
  columns: readonly C[],
): Promise<Pick<Selectable<DB[T]>, C> | undefined> {
  return findRowWhere(trx, table, { project_id: projectId, id } as RowMatch<T>, { columns, lock: 'update' });
}

/**
 * Changes the row if it is one of this project's and, when `baseVersion` is named, still at that version; false
 * when no row matched. A change adds one to the version (docs/decisions/030-edit-versions.md); `bump: false` for
 * one that is not a form's edit.
 */
export async function updateRowInProject<T extends 'judges' | 'participants' | 'posters' | 'poster_sessions'>(
  db: Kysely<DB>,
  table: T,
  projectId: number,
  id: number,
  changes: Updateable<DB[T]>,
  { baseVersion, bump = true }: { baseVersion?: number; bump?: boolean } = {},
): Promise<boolean> {
  const set = changes as Updateable<DB['posters']>;
  const res = await db
    .updateTable(table as 'posters')
    .set(bump ? { ...set, version: nextVersion } : set)
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .$if(baseVersion !== undefined, (qb) => qb.where('version', '=', baseVersion!))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
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
  return (await deleteRowsWhere(db, table, { project_id: projectId, id })) > 0;
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

/** A new account of a project (judge or participant), without what the insert adds. */
export type NewAccount<T extends 'judges' | 'participants'> = Omit<
  Insertable<DB[T]>,
  'id' | 'project_id' | 'created_at' | 'version'
>;

/**
 * Inserts judges or participants of one project in multi-row statements (a form's one, or an import's thousands)
 * and answers them as stored. An account binds 8 values at most: 3,000 rows a statement stay below SQLite's 32,766.
 */
async function insertAccounts<T extends 'judges' | 'participants'>(
  db: Kysely<DB>,
  table: T,
  projectId: number,
  accounts: NewAccount<T>[],
  createdAt = new Date().toISOString(),
): Promise<Selectable<DB[T]>[]> {
  const rows: Selectable<DB[T]>[] = [];
  for (let i = 0; i < accounts.length; i += 3_000) {
    const values = accounts
      .slice(i, i + 3_000)
      .map((a) => ({ ...a, project_id: projectId, created_at: createdAt }));
    const inserted = await db
      .insertInto(table as 'judges' | 'participants')
      .values(values as Insertable<DB['judges']>[])
      .returningAll()
      .execute();
    rows.push(...(inserted as Selectable<DB[T]>[]));
  }
  return rows;
}

/** The insert of a project's judges or participants (as insertAccounts does it), each answered by `toAccount`. */
export const accountInserter =
  <T extends 'judges' | 'participants', A>(table: T, toAccount: (row: Selectable<DB[T]>) => A) =>
  async (db: Kysely<DB>, projectId: number, accounts: NewAccount<T>[], createdAt?: string): Promise<A[]> =>
    (await insertAccounts(db, table, projectId, accounts, createdAt)).map((row) => toAccount(row));

/**
 * Copies every row of one project's table into another, in id order, keeping `columns` (the insert's and the
 * select's, in one order); the copies get the new project and `createdAt`.
 */
export async function insertCopiedRows<T extends 'criteria' | 'judges'>(
  trx: Kysely<DB>,
  table: T,
  columns: readonly (keyof Insertable<DB[T]> & keyof Selectable<DB[T]> & string)[],
  fromProjectId: number,
  toProjectId: number,
  createdAt: string,
): Promise<void> {
  // Typed as a column both tables have: the caller's `columns` are checked against its own table above.
  const kept = columns as readonly 'project_id'[];
  await trx
    .insertInto(table as 'criteria' | 'judges')
    .columns(['project_id', ...kept, 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom(table as 'criteria' | 'judges')
        .select((s) => [s.val(toProjectId).as('project_id'), ...kept, s.val(createdAt).as('created_at')])
        .where('project_id', '=', fromProjectId)
        .orderBy('id'),
    )
    .execute();
}
