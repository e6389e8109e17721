import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as DDL from './ddl-kit';

/**
 * Posters get the numbers people use on judging day (docs/decisions/019-numbers-reimport-deletes.md):
 * - `number`, from 1 within the project, unique per project; existing posters are numbered per project in their
 *   display order (order_number, empty last, then id);
 * - `board`, an optional location such as "A-12".
 * SQLite cannot add a NOT NULL column without a default, so the column starts at 0 (the unique index then
 * refuses a second poster written without a number); PostgreSQL drops the default once the rows are numbered.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await DDL.addColumns(db, 'posters', [
    ['number', 'integer', DDL.notNullDefault(0)],
    ['board', 'text'],
  ]);
  await sql`
    UPDATE posters SET number = ranked.n
    FROM (
      SELECT id, ROW_NUMBER() OVER (
        PARTITION BY project_id ORDER BY COALESCE(order_number, 2147483647), id
      ) AS n
      FROM posters
    ) AS ranked
    WHERE posters.id = ranked.id
  `.execute(db);
  if (dialect === 'postgres') {
    await db.schema
      .alterTable('posters')
      .alterColumn('number', (c) => c.dropDefault())
      .execute();
  }
  await DDL.uniqueIndex(db, 'posters_project_number_idx', 'posters', ['project_id', 'number']);
}
