// The job kind abstract-book: builds the PDF and the workbook of one build number and records them, unless a
// newer build was asked for meanwhile (docs/decisions/054-abstract-book.md).
import crypto from 'node:crypto';
import { bookKey, mediaStorage } from '@server/media';
import type { FileJobDeps, Job } from '@server/modules/jobs';
import { findBookRow, lockBookRow, updateBookRow } from './abstract-book.repository';
import { BOOK_MAX_ATTEMPTS, freshBookRow, type BookPayload } from './abstract-book.service';
import { loadBookContent } from './book-content';
import { renderBookPdf } from './book-pdf';
import { renderBookXlsx } from './book-xlsx';

export type BookJobDeps = FileJobDeps;

const removeFiles = (deps: BookJobDeps, projectId: number, stamp: string) =>
  Promise.all(
    (['pdf', 'xlsx'] as const).map((kind) =>
      mediaStorage(deps.uploadsDir).delete(bookKey(projectId, stamp, kind)),
    ),
  );

/**
 * Builds one book. Idempotent: each run writes files of a stamp of its own, and records them only while its build
 * is still the newest (in a transaction on the locked row); files that were not recorded are removed, and so are
 * the files a recorded build replaced. On the last attempt a failure is recorded on the book for the organiser.
 */
export function bookJobHandler(deps: BookJobDeps) {
  return async (job: Job<BookPayload>): Promise<void> => {
    const projectId = job.projectId;
    if (projectId === null) return;
    const { build, origin } = job.payload;
    const current = await findBookRow(deps.db, projectId);
    if (!current || current.build !== build) return;
    const stamp = `${build}-${crypto.randomBytes(6).toString('hex')}`;
    let made: { pages: number; posters: number };
    try {
      const content = await loadBookContent(deps.db, projectId, origin);
      const { pdf, pages } = await renderBookPdf(content);
      const storage = mediaStorage(deps.uploadsDir);
      await storage.put(bookKey(projectId, stamp, 'pdf'), pdf);
      await storage.put(bookKey(projectId, stamp, 'xlsx'), renderBookXlsx(content));
      made = { pages, posters: content.posterCount };
    } catch (err) {
      await removeFiles(deps, projectId, stamp);
      if (job.attempt < BOOK_MAX_ATTEMPTS) throw err;
      deps.log?.warn({ project: projectId, err }, 'building the abstract book failed for good');
      await deps.db.transaction().execute(async (trx) => {
        const row = await findBookRow(trx, projectId);
        if (row?.build !== build) return;
        const detail = err instanceof Error ? err.message : String(err);
        await updateBookRow(trx, projectId, { status: 'failed', error_detail: detail.slice(0, 500) });
      });
      return;
    }
    const replaced = await deps.db.transaction().execute(async (trx) => {
      const row = await lockBookRow(trx, freshBookRow(projectId, new Date().toISOString()));
      if (row.build !== build) return stamp;
      await updateBookRow(trx, projectId, {
        status: 'ready',
        file_stamp: stamp,
        built_at: new Date().toISOString(),
        poster_count: made.posters,
        page_count: made.pages,
        error_detail: null,
      });
      return row.file_stamp;
    });
    if (replaced) await removeFiles(deps, projectId, replaced);
  };
}
