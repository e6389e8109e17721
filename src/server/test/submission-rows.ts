// Submissions for tests, written straight to the database (fixture-rows.ts re-exports makeSubmission).
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { refreshPosterSearch } from '../modules/poster-search';

const now = () => new Date().toISOString();
const unique = (prefix: string) => `${prefix}-${crypto.randomBytes(6).toString('hex')}`;

/**
 * A submission of a poster as the upload and its render job leave it (the uploads module makes real ones): the
 * row, and with `pages` its rendered pages' rows (no files are written). `text` is what search inside posters
 * reads.
 */
export async function makeSubmission(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
  over: Partial<{
    status: 'processing' | 'submitted' | 'needs_fix' | 'approved' | 'failed';
    text: string | null;
    pages: number;
    note: string | null;
    file_name: string;
  }> = {},
) {
  const pages = over.pages ?? (over.status === 'processing' || over.status === 'failed' ? 0 : 1);
  const row = await db
    .insertInto('submissions')
    .values({
      project_id: projectId,
      poster_id: posterId,
      status: over.status ?? 'submitted',
      file_name: over.file_name ?? 'poster.pdf',
      file_kind: 'pdf',
      file_size: 12345,
      folder: `${projectId}/posters/${posterId}/submissions/${unique('s')}`,
      uploaded_by: 'presenter',
      uploaded_at: now(),
      processed_at: over.status === 'processing' ? null : now(),
      reviewed_at: null,
      error_code: over.status === 'failed' ? 'PDF_UNREADABLE' : null,
      error_detail: null,
      preflight: JSON.stringify([]),
      note: over.note ?? null,
      page_count: pages,
      text: over.text ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (let number = 1; number <= pages; number++)
    await db
      .insertInto('submission_pages')
      .values({ submission_id: row.id, number, width: 4245, height: 6000 })
      .execute();
  await refreshPosterSearch(db, [posterId]);
  return row;
}
