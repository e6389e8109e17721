import type { Kysely } from 'kysely';
import * as DDL from './ddl-kit';

/**
 * Records edited by forms carry a version (docs/decisions/030-edit-versions.md): every change adds one, and a
 * save that names the version it was based on is refused when the record has moved on (409 EDIT_CONFLICT), the
 * check being the UPDATE's own WHERE, so it holds on both databases without a lock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['posters', 'judges', 'criteria', 'users', 'projects'])
    await DDL.addColumns(db, table, [['version', 'integer', DDL.notNullDefault(1)]]);
}
