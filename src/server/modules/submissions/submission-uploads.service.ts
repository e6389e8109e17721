// Taking a poster file (multipart or tus, presenter or organiser) as a new submission, rendered by a job.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB, SubmissionFileKind } from '@server/db/schema';
import { AppError, notFound } from '@server/http/errors';
import { selectExistsInProject } from '@server/db/project-rows';
import type { Submission } from '@shared/contracts/submissions';
import { recordChange } from '../audit/audit.service';
import { enqueue } from '../jobs/job-queue';
import type { JobRunner } from '../jobs/job-runner';
import { newSubmissionFolder, originalPath, originalsDir } from './page-urls';
import { detectPosterFile, SLIDE_KINDS, slidesSupported } from './render';
import { renderJob, renderJobKey } from './render-job';
import { assertSubmissionOpen } from './submissions.service';
import {
  findNewestSubmission,
  insertSubmission,
  toSubmission,
  updateSubmissionRow,
} from './submissions.repository';

export type UploadDeps = { db: Kysely<DB>; uploadsDir: string; jobs: JobRunner };

/** Whose file it is and who sent it. */
export type UploadTarget = { projectId: number; posterId: number; by: 'presenter' | 'admin' };

/** A received file on disk (this service moves or removes it), with the name it had on the sender's machine. */
export type ReceivedPosterFile = { path: string; name: string; size: number };

/** Where received files wait, inside the uploads folder (same disk: moved in place by a rename; never served). */
const incomingDir = (uploadsDir: string) => path.join(uploadsDir, '.incoming');

async function moveFile(from: string, to: string): Promise<void> {
  try {
    await fs.rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await fs.copyFile(from, `${to}.part`);
    await fs.rename(`${to}.part`, to);
    await fs.rm(from, { force: true });
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
 * path of multipart and tus uploads. Order: the file is checked by its content, moved into the uploads folder
 * (out of sight), then one transaction locks the poster, checks the deadline (presenters only: the organiser may
 * upload after it) and that the poster's newest file is not still `processing` (SUBMISSION_PROCESSING), records
 * the submission, queues the job and, last, renames the file to its never-served place (originalPath,
 * page-urls.ts); the job can only run after the commit, so it always finds its file. A rollback removes it.
 */
export async function submitPosterFile(
  deps: UploadDeps,
  target: UploadTarget,
  file: ReceivedPosterFile,
): Promise<Submission> {
  const staged = path.join(incomingDir(deps.uploadsDir), crypto.randomBytes(16).toString('hex'));
  const made: { folder?: string } = {};
  try {
    const kind = await acceptedKind(file);
    await fs.mkdir(path.dirname(staged), { recursive: true });
    await moveFile(file.path, staged);
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
        file_name: fileNameOf(file.name),
        file_kind: kind,
        file_size: file.size,
        folder: '',
        uploaded_by: by,
        uploaded_at: new Date().toISOString(),
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
      const original = originalPath(deps.uploadsDir, folder, kind);
      await fs.mkdir(path.dirname(original), { recursive: true });
      await fs.rename(staged, original);
      return { ...inserted, folder };
    });
    deps.jobs.wake();
    return toSubmission(row, []);
  } catch (err) {
    if (made.folder)
      await fs.rm(originalsDir(deps.uploadsDir, made.folder), { recursive: true, force: true });
    throw err;
  } finally {
    await fs.rm(staged, { force: true });
    await fs.rm(file.path, { force: true });
  }
}

/** The client's file name as shown: no path, no control characters, at most 255 characters. */
function fileNameOf(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...(base || 'poster')].slice(0, 255).join('');
}

/**
 * Removes received files a crash left behind (in `<dataDir>/incoming` and the uploads folder's `.incoming`) once
 * they are older than `graceMs`: an upload still arriving is younger. Run at start; answers how many went.
 */
export async function pruneIncoming(
  dataDir: string,
  uploadsDir: string,
  graceMs = 3600_000,
): Promise<number> {
  let removed = 0;
  for (const dir of [path.join(dataDir, 'incoming'), incomingDir(uploadsDir)]) {
    for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile() || Date.now() - stat.mtimeMs < graceMs) continue;
      await fs.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
