// Taking a poster file (multipart or tus, presenter or organiser) as a new submission, rendered by a job.
import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { DB, SubmissionFileKind } from '@server/db/schema';
import { AppError, notFound } from '@server/errors';
import { fileTooLarge } from '@server/http/multipart-files';
import { selectExistsInProject } from '@server/db/project-rows';
import { presenterNoteSchema, type Submission } from '@shared/contracts/submissions';
import { PRESENTER_NOTE_MAX } from '@shared/contracts/values';
import { recordChange } from '@server/modules/audit';
import { enqueue, type JobRunner } from '@server/modules/jobs';
import {
  detectPosterFile,
  mediaStorage,
  originalsKey,
  SLIDE_KINDS,
  slidesSupported,
  STAGING,
  TEMPORARY_COPY,
} from '@server/media';
import { newSubmissionFolder, originalKey } from './page-urls';
import { renderJob, renderJobKey } from './render-job';
import { assertSubmissionOpen } from './submissions.service';
import {
  findNewestSubmission,
  insertSubmission,
  toSubmission,
  updateSubmissionRow,
} from './submissions.repository';
import { uploadedFileName } from '@server/http/file-names';

export type UploadDeps = { db: Kysely<DB>; uploadsDir: string; jobs: JobRunner };

/** Whose file it is and who sent it. */
export type UploadTarget = { projectId: number; posterId: number; by: 'presenter' | 'admin' };

/**
 * A received file on disk (this service moves or removes it), with the name it had on the sender's machine and
 * what the sender wrote to the reviewer with it (the form field or tus metadata `note`, unchecked).
 */
export type ReceivedPosterFile = { path: string; name: string; size: number; note?: string | undefined };

/** The note sent with a file as stored: trimmed, blank as none; past PRESENTER_NOTE_MAX, refused (TOO_LONG). */
export function presenterNoteOf(raw: string | undefined): string | null {
  const parsed = presenterNoteSchema.safeParse(raw ?? '');
  if (parsed.success) return parsed.data;
  throw new AppError('TOO_LONG', `note must be at most ${PRESENTER_NOTE_MAX} characters`, {
    field: 'note',
    params: { max: PRESENTER_NOTE_MAX },
  });
}

/**
 * Streams an upload (the multipart field's stream) to a file in the storage's staging area, never held in memory;
 * a stream its parser cut at maxBytes is FILE_TOO_LARGE. Nothing is left behind on failure.
 */
export async function receivePosterStream(
  uploadsDir: string,
  stream: Readable & { truncated?: boolean },
  name: string,
  maxBytes: number,
): Promise<ReceivedPosterFile> {
  const file = await mediaStorage(uploadsDir).stagingFile();
  try {
    await pipeline(stream, createWriteStream(file));
    if (stream.truncated) throw fileTooLarge(maxBytes);
    return { path: file, name, size: (await fs.stat(file)).size };
  } catch (err) {
    await fs.rm(file, { force: true });
    throw err;
  }
}

/** What kind of poster file this is, or a refusal with its code. */
async function acceptedKind(file: ReceivedPosterFile): Promise<SubmissionFileKind> {
  if (file.size === 0) throw new AppError('FILE_EMPTY', 'The file is empty', { field: 'file' });
  const kind = await detectPosterFile(file.path);
  if (!kind)
    throw new AppError(
      'FILE_TYPE_NOT_ALLOWED',
      'The file is not a poster file this server takes: send a PDF, PNG, JPEG, WebP or a PowerPoint file',
      { field: 'file' },
    );
  if (SLIDE_KINDS.has(kind) && !(await slidesSupported()))
    throw new AppError(
      'SLIDES_NOT_SUPPORTED',
      'Slide files cannot be converted on this server: export your poster as a PDF and send that',
      { field: 'file' },
    );
  return kind;
}

/**
 * Takes a received file as a new submission of the poster (status processing) and queues its rendering. The one
 * path of multipart and tus uploads. Order: the file is checked by its content, staged in the storage (out of
 * sight), then one transaction locks the poster, checks the deadline (presenters only: the organiser may
 * upload after it) and that the poster's newest file is not still `processing` (SUBMISSION_PROCESSING), records
 * the submission, queues the job and, last, adopts the file into its never-served place (originalKey,
 * page-urls.ts); the job can only run after the commit, so it always finds its file. A rollback removes it.
 */
export async function submitPosterFile(
  deps: UploadDeps,
  target: UploadTarget,
  file: ReceivedPosterFile,
): Promise<Submission> {
  const storage = mediaStorage(deps.uploadsDir);
  const made: { folder?: string; staged?: string } = {};
  try {
    const note = presenterNoteOf(file.note);
    const kind = await acceptedKind(file);
    const staged = await storage.stage(file.path);
    made.staged = staged;
    const row = await deps.db.transaction().execute(async (trx) => {
      const { projectId, posterId, by } = target;
      // The poster locked for update: two uploads of one poster take turns, the second sees the first's row.
      if (!(await selectExistsInProject(trx, 'posters', projectId, posterId, 'update')))
        throw notFound('Poster');
      if (by === 'presenter') await assertSubmissionOpen(trx, projectId);
      // One rendering per poster at a time: a presenter cannot fill the render queue with their files.
      if ((await findNewestSubmission(trx, projectId, posterId))?.status === 'processing')
        throw new AppError(
          'SUBMISSION_PROCESSING',
          'The file sent before is still being processed: upload again once it is done',
        );
      const inserted = await insertSubmission(trx, {
        project_id: projectId,
        poster_id: posterId,
        status: 'processing',
        file_name: uploadedFileName(file.name),
        file_kind: kind,
        file_size: file.size,
        folder: '',
        uploaded_by: by,
        uploaded_at: new Date().toISOString(),
        presenter_note: note,
      });
      const folder = newSubmissionFolder(projectId, posterId, inserted.id);
      made.folder = folder;
      await updateSubmissionRow(trx, inserted.id, { folder });
      await enqueue(
        trx,
        renderJob,
        { submissionId: inserted.id },
        { projectId, key: renderJobKey(inserted.id) },
      );
      await recordChange(trx, projectId, {
        kind: 'submission.uploaded',
        poster_id: posterId,
        summary: `Poster file "${inserted.file_name}" uploaded by the ${by === 'admin' ? 'organiser' : 'presenter'}`,
        detail: {
          submission_id: inserted.id,
          file_name: inserted.file_name,
          file_kind: kind,
          file_size: file.size,
          by,
        },
      });
      await storage.adopt(originalKey(folder, kind), staged);
      return { ...inserted, folder };
    });
    deps.jobs.wake();
    return toSubmission(row, []);
  } catch (err) {
    if (made.folder) await storage.deleteFolder(originalsKey(made.folder));
    throw err;
  } finally {
    if (made.staged) await fs.rm(made.staged, { force: true });
    await fs.rm(file.path, { force: true });
  }
}

/**
 * Removes received files a crash left behind (in the storage's staging, `.incoming`, and `<dataDir>/incoming`, where
 * multipart uploads were received before), and the bucket storage's temporary copies (`.incoming/local-*`
 * folders), once they are older than `graceMs`: an upload still arriving, or a copy in use, is younger. Run at
 * start; answers how many went.
 */
export async function pruneIncoming(
  dataDir: string,
  uploadsDir: string,
  graceMs = 3600_000,
): Promise<number> {
  let removed = 0;
  for (const dir of [path.join(dataDir, 'incoming'), path.join(uploadsDir, STAGING)]) {
    for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => null);
      const temporary = stat?.isDirectory() && name.startsWith(TEMPORARY_COPY);
      if (!stat || !(stat.isFile() || temporary) || Date.now() - stat.mtimeMs < graceMs) continue;
      await fs.rm(file, { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}
