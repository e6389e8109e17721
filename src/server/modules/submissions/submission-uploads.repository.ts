// SQL of uploads and their rendering (tables submissions and submission_pages): the new submission, its
// folder, and what the render job records.
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import { lockRows } from '@server/db/database';
import type { DB, SubmissionPageTable, SubmissionTable } from '@server/db/schema';

export type SubmissionRow = Selectable<SubmissionTable>;
export type SubmissionPageRow = Selectable<SubmissionPageTable>;

/** Inserts a submission and answers it as stored. */
export function insertSubmission(db: Kysely<DB>, row: Insertable<SubmissionTable>): Promise<SubmissionRow> {
  return db.insertInto('submissions').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Changes a submission by id. */
export async function updateSubmissionRow(
  db: Kysely<DB>,
  id: number,
  changes: Updateable<SubmissionTable>,
): Promise<void> {
  await db.updateTable('submissions').set(changes).where('id', '=', id).execute();
}

/** A submission by id, or undefined. */
export function findSubmissionRow(db: Kysely<DB>, id: number): Promise<SubmissionRow | undefined> {
  return db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A submission by id, locked until the transaction ends (the render job's record of its result). */
export function lockSubmissionRow(trx: Kysely<DB>, id: number): Promise<SubmissionRow | undefined> {
  return trx
    .selectFrom('submissions')
    .selectAll()
    .where('id', '=', id)
    .$call(lockRows(trx, 'update'))
    .executeTakeFirst();
}

/** A submission's rendered pages, in order. */
export function selectSubmissionPages(db: Kysely<DB>, submissionId: number): Promise<SubmissionPageRow[]> {
  return db
    .selectFrom('submission_pages')
    .selectAll()
    .where('submission_id', '=', submissionId)
    .orderBy('number')
    .execute();
}

/** Replaces a submission's pages with these (a rerun records the same pages once). */
export async function replaceSubmissionPages(
  db: Kysely<DB>,
  submissionId: number,
  pages: { number: number; width: number; height: number }[],
): Promise<void> {
  await db.deleteFrom('submission_pages').where('submission_id', '=', submissionId).execute();
  for (let i = 0; i < pages.length; i += 200) {
    await db
      .insertInto('submission_pages')
      .values(pages.slice(i, i + 200).map((p) => ({ submission_id: submissionId, ...p })))
      .execute();
  }
}

/** The project's submission settings that rendering reads (no row: the defaults). */
export function findRenderSettings(db: Kysely<DB>, projectId: number) {
  return db
    .selectFrom('submission_settings')
    .select(['poster_format', 'auto_approve', 'deadline'])
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}

/**
 * Submissions still `processing` whose render job (keyed `<keyPrefix><id>`) ended as failed without recording
 * it: its runner died on every attempt, and the claim failed it (LEASE_EXPIRED) without calling the handler.
 */
export function selectAbandonedRenders(db: Kysely<DB>, keyPrefix: string): Promise<{ id: number }[]> {
  return db
    .selectFrom('submissions')
    .innerJoin('jobs', (j) =>
      j
        .on('jobs.status', '=', 'failed')
        .on('jobs.key', '=', sql<string>`cast(${keyPrefix} as text) || cast(submissions.id as text)`),
    )
    .select('submissions.id')
    .where('submissions.status', '=', 'processing')
    .execute();
}
