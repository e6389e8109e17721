// The abstract_books row of a project.
import type { Insertable, Kysely, Updateable } from 'kysely';
import { lockRows } from '@server/db/database';
import { findProjectRow } from '@server/db/project-rows';
import type { AbstractBookTable, DB } from '@server/db/schema';

export const findBookRow = (db: Kysely<DB>, projectId: number) =>
  findProjectRow(db, 'abstract_books', projectId);

/**
 * The project's row, made first when there is none (`fresh` is what a new row holds), then locked for the
 * transaction (PostgreSQL): two requests at once wait for each other instead of both inserting.
 */
export async function lockBookRow(trx: Kysely<DB>, fresh: Insertable<AbstractBookTable>) {
  await trx
    .insertInto('abstract_books')
    .values(fresh)
    .onConflict((oc) => oc.column('project_id').doNothing())
    .execute();
  return lockRows(
    trx,
    'update',
  )(
    trx.selectFrom('abstract_books').selectAll().where('project_id', '=', fresh.project_id),
  ).executeTakeFirstOrThrow();
}

export async function updateBookRow(
  trx: Kysely<DB>,
  projectId: number,
  changes: Updateable<AbstractBookTable>,
): Promise<void> {
  await trx.updateTable('abstract_books').set(changes).where('project_id', '=', projectId).execute();
}
