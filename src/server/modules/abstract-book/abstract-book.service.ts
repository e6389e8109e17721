// The abstract book: its state, the organiser's request for a build and the choice to publish it, and its files
// (docs/decisions/054-abstract-book.md).
import type { Readable } from 'node:stream';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { AbstractBookTable, DB } from '@server/db/schema';
import { AppError } from '@server/errors';
import { bookKey, mediaStorage } from '@server/media';
import { NO_ABSTRACT_BOOK, type AbstractBook } from '@shared/contracts/abstract-book';
import { enqueue, jobKind } from '@server/modules/jobs';
import { getProjectById } from '@server/modules/projects';
import { findBookRow, lockBookRow, updateBookRow } from './abstract-book.repository';

export const BOOK_JOB = 'abstract-book';
export const BOOK_MAX_ATTEMPTS = 3;
/** Builds one build number's files (book-job.ts, declared in abstract-book.jobs.ts). */
export const bookJob = jobKind({
  name: BOOK_JOB,
  payload: z.object({ build: z.number().int(), origin: z.string() }),
  maxAttempts: BOOK_MAX_ATTEMPTS,
});
export type BookPayload = z.infer<typeof bookJob.payload>;

type BookRow = Selectable<AbstractBookTable>;

function toAbstractBook(row: BookRow | undefined): AbstractBook {
  if (!row) return NO_ABSTRACT_BOOK;
  return {
    status: row.build === 0 ? 'none' : row.status,
    published: row.published === 1,
    requested_at: row.build === 0 ? null : row.requested_at,
    built_at: row.built_at,
    poster_count: row.poster_count,
    page_count: row.page_count,
    error: row.status === 'failed' ? row.error_detail : null,
  };
}

const notPublished = () => new AppError('BOOK_NOT_PUBLISHED', 'The abstract book has not been published yet');

/**
 * The book's state. A judge or participant learns only that it is not published (the state of no book) until it
 * is: their pages ask to show the download link, and a refusal would be an error in every visitor's console.
 */
export async function getAbstractBook(
  db: Kysely<DB>,
  projectId: number,
  organiser: boolean,
): Promise<AbstractBook> {
  const row = await findBookRow(db, projectId);
  return toAbstractBook(organiser || row?.published === 1 ? row : undefined);
}

/** What a project's row holds before its first request. */
export const freshBookRow = (projectId: number, at: string) => ({
  project_id: projectId,
  build: 0,
  status: 'queued' as const,
  published: 0,
  requested_at: at,
});

/**
 * Asks for a new build: the next build number and its job, in one transaction. A build already waiting or
 * running is overtaken, not joined: its job finds a newer number and records nothing, so what the organiser
 * changed before asking is always in the book. `origin` is where the book's QR codes point.
 */
export async function requestAbstractBook(
  db: Kysely<DB>,
  projectId: number,
  origin: string,
): Promise<AbstractBook> {
  return db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    const row = await lockBookRow(trx, freshBookRow(projectId, at));
    const build = row.build + 1;
    await updateBookRow(trx, projectId, { build, status: 'queued', requested_at: at, error_detail: null });
    await enqueue(trx, bookJob, { build, origin }, { projectId, key: `${BOOK_JOB}:${projectId}:${build}` });
    return toAbstractBook({ ...row, build, status: 'queued', requested_at: at, error_detail: null });
  });
}

/** Publishes the book to the project's judges and participants, or takes it back. */
export async function setAbstractBookPublished(
  db: Kysely<DB>,
  projectId: number,
  published: boolean,
): Promise<AbstractBook> {
  return db.transaction().execute(async (trx) => {
    const row = await lockBookRow(trx, freshBookRow(projectId, new Date().toISOString()));
    await updateBookRow(trx, projectId, { published: published ? 1 : 0 });
    return toAbstractBook({ ...row, published: published ? 1 : 0 });
  });
}

export type BookDownload = { file: Readable; filename: string; contentType: string };

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The file of the last ready build: the organiser's at any time, others' once published. */
export async function abstractBookFile(
  db: Kysely<DB>,
  uploadsDir: string,
  projectId: number,
  kind: 'pdf' | 'xlsx',
  organiser: boolean,
): Promise<BookDownload> {
  const row = await findBookRow(db, projectId);
  if (!organiser && row?.published !== 1) throw notPublished();
  if (!row?.file_stamp) throw new AppError('BOOK_NOT_READY', 'The abstract book has not been built yet');
  const { slug } = await getProjectById(db, projectId);
  // A data folder restored without its books, or moved: the organiser builds it again.
  const file = await mediaStorage(uploadsDir).stream(bookKey(projectId, row.file_stamp, kind));
  if (!file) throw new AppError('BOOK_NOT_READY', 'The abstract book has not been built yet');
  return {
    file,
    filename: `${slug}-abstract-book.${kind}`,
    contentType: CONTENT_TYPES[kind],
  };
}
