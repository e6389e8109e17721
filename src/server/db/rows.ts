// Rows of any table found, locked, counted or deleted by the values of some of their columns: the one-row reads
// and the small writes every repository has (`{ project_id, token_hash }`), and rows read grouped by a column:
// written once.
import type { Kysely, Selectable } from 'kysely';
import { lockRows } from './database';
import type { DB } from './schema';

/** Column values a row must hold, each compared with `=` (null: `is null`). */
export type RowMatch<T extends keyof DB> = { [C in keyof Selectable<DB[T]>]?: Selectable<DB[T]>[C] };

/** The match as a filter; an undefined value is refused, as it would match every row. */
function filterOf<T extends keyof DB>(match: RowMatch<T>) {
  for (const [column, value] of Object.entries(match))
    if (value === undefined) throw new Error(`No value to match ${column} with`);
  // Typed as a table every caller's could be: the caller's match is checked against its own table above.
  return match as RowMatch<'judges'>;
}

type Lock = 'share' | 'update';

/**
 * The row that holds these values, or its `columns` only; with `lock`, inside a write, it stays until the write
 * ends. A match that several rows hold answers one of them: match a key.
 */
export function findRowWhere<T extends keyof DB>(
  db: Kysely<DB>,
  table: T,
  match: RowMatch<T>,
  options?: { lock?: Lock },
): Promise<Selectable<DB[T]> | undefined>;
export function findRowWhere<T extends keyof DB, C extends keyof Selectable<DB[T]> & string>(
  db: Kysely<DB>,
  table: T,
  match: RowMatch<T>,
  options: { columns: readonly C[]; lock?: Lock },
): Promise<Pick<Selectable<DB[T]>, C> | undefined>;
export function findRowWhere<T extends keyof DB>(
  db: Kysely<DB>,
  table: T,
  match: RowMatch<T>,
  { columns, lock }: { columns?: readonly string[]; lock?: Lock } = {},
) {
  const rows = db.selectFrom(table as 'judges').where((eb) => eb.and(filterOf(match)));
  const picked = columns ? rows.select(columns as readonly 'id'[]) : rows.selectAll();
  return picked.$call((q) => (lock ? lockRows(db, lock)(q) : q)).executeTakeFirst();
}

/** Deletes the rows that hold these values; answers how many there were (the cascades take what hangs on them). */
export async function deleteRowsWhere<T extends keyof DB>(
  db: Kysely<DB>,
  table: T,
  match: RowMatch<T>,
): Promise<number> {
  const res = await db
    .deleteFrom(table as 'judges')
    .where((eb) => eb.and(filterOf(match)))
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** The highest `column` among the rows that hold these values; 0 when there is none. */
export async function selectMaxWhere<T extends keyof DB>(
  db: Kysely<DB>,
  table: T,
  column: keyof Selectable<DB[T]> & string,
  match: RowMatch<T>,
): Promise<number> {
  const row = await db
    .selectFrom(table as 'judges')
    .select((eb) => eb.fn.max(column as 'id').as('top'))
    .where((eb) => eb.and(filterOf(match)))
    .executeTakeFirst();
  return Number(row?.top ?? 0);
}

/** How many of the rows that hold these values hold each value of `column` (a value no row holds: absent). */
export async function countRowsBy<T extends keyof DB, C extends keyof Selectable<DB[T]> & string>(
  db: Kysely<DB>,
  table: T,
  column: C,
  match: RowMatch<T>,
): Promise<Map<Selectable<DB[T]>[C], number>> {
  const rows = await db
    .selectFrom(table as 'judges')
    .select((eb) => [eb.ref(column as 'id').as('value'), eb.fn.countAll().as('n')])
    .where((eb) => eb.and(filterOf(match)))
    .groupBy(column as 'id')
    .execute();
  return new Map(rows.map((r) => [r.value as Selectable<DB[T]>[C], Number(r.n)]));
}

/** Rows read by their `column`'s value, in the order read; each as `as` makes it, or the row itself. */
export function groupRowsBy<R, K extends keyof R>(rows: readonly R[], column: K): Map<R[K], R[]>;
export function groupRowsBy<R, K extends keyof R, V>(
  rows: readonly R[],
  column: K,
  as: (row: R) => V,
): Map<R[K], V[]>;
export function groupRowsBy<R, K extends keyof R>(
  rows: readonly R[],
  column: K,
  as: (row: R) => unknown = (row) => row,
): Map<R[K], unknown[]> {
  const out = new Map<R[K], unknown[]>();
  for (const row of rows) {
    const list = out.get(row[column]);
    if (list) list.push(as(row));
    else out.set(row[column], [as(row)]);
  }
  return out;
}
