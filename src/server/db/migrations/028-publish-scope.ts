import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as DDL from './ddl-kit';

/**
 * What publishing the results shows (docs/decisions/064-guarded-steps-and-publishing-scope.md). On
 * `result_settings`:
 * - `publish_scope`: `winners` (the top N of each category, names and affiliations, no scores), `ranking` (every
 *   ranked poster, no scores) or `scores` (the ranking with its scores); null until the organiser chooses, read
 *   as `scores`, what publishing showed until now, so a project published before keeps showing the same.
 * - `winners_per_category`: N for `winners`, 3 unless chosen.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await DDL.addColumns(db, 'result_settings', [
    ['publish_scope', 'text'],
    ['winners_per_category', 'integer', DDL.notNullDefault(3)],
  ]);
}
