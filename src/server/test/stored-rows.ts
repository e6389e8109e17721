// Rows as they are stored, read back by tests (fixture-rows.ts re-exports them): what a route wrote, or left alone.
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema';

/** The tables whose rows have an id. */
type TableWithId = { [K in keyof DB]: 'id' extends keyof DB[K] ? K : never }[keyof DB];

/** What a column is compared with: a value, or a list of values (the row holds one of them). */
type Filter<T extends keyof DB> = {
  [C in keyof DB[T] & string]?: number | string | ReadonlyArray<number | string>;
};

/** A table's stored rows whose columns hold the values given, in the order of the column `orderBy` names. */
export async function storedRows<T extends keyof DB>(
  db: Kysely<DB>,
  table: T,
  where: Filter<T>,
  orderBy?: keyof DB[T] & string,
): Promise<Array<Selectable<DB[T]>>> {
  let query = db.selectFrom(table as 'projects').selectAll();
  for (const [column, value] of Object.entries(where)) {
    query = Array.isArray(value)
      ? query.where(column as 'id', 'in', value as number[])
      : query.where(column as 'id', '=', value as number);
  }
  if (orderBy) query = query.orderBy(orderBy as 'id');
  return (await query.execute()) as unknown as Array<Selectable<DB[T]>>;
}

/** A row as it is stored, by its id; throws when there is none. */
export async function storedRow<T extends TableWithId>(
  db: Kysely<DB>,
  table: T,
  id: number,
): Promise<Selectable<DB[T]>> {
  const row = await db
    .selectFrom(table as 'projects')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row as unknown as Selectable<DB[T]>;
}

/** The ids of a table's rows whose column holds a value: what is left of a record, or of what hung on it. */
export function rowsWhere<T extends TableWithId>(
  db: Kysely<DB>,
  table: T,
  column: keyof DB[T] & string,
  value: number | string,
): Promise<Array<{ id: number }>> {
  return db
    .selectFrom(table as 'projects')
    .select('id')
    .where(column as 'id', '=', value as number)
    .execute();
}

/** A poster's stored images: their addresses in order. */
export async function storedImages(db: Kysely<DB>, posterId: number) {
  const rows = await storedRows(db, 'poster_images', { poster_id: posterId }, 'position');
  return rows.map(({ url, position }) => ({ url, position }));
}

/** The stored scores of an evaluation (what is left of it after a delete), by criterion. */
export const scoresOf = (db: Kysely<DB>, evaluationId: number) =>
  storedRows(db, 'evaluation_scores', { evaluation_id: evaluationId }, 'criterion_id');

/** The stored sessions of one principal. */
export const sessionsOf = (db: Kysely<DB>, kind: 'admin' | 'judge' | 'user', id: number) =>
  storedRows(db, 'sessions', { principal_type: kind, principal_id: id });
