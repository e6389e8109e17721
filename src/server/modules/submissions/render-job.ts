// The job kind poster-render: renders a submission's file into its folder and records the result on it
// (docs/decisions/041-poster-files.md, 040-job-queue.md).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { announce } from '@server/db/live-events';
import type { DB, SubmissionStatus } from '@server/db/schema';
import type { FileRefusalCode, PreflightItem } from '@shared/contracts/submissions';
import { type FileJobDeps, type Job, type JobFailure, jobKind } from '@server/modules/jobs';
import {
  DEFAULT_RENDER_LIMITS,
  isFileRefusal,
  mediaStorage,
  renderPosterFile,
  type RenderLimits,
  type RenderResult,
} from '@server/media';
import { originalKey } from './page-urls';
import { readSubmissionSettings } from './submission-settings.service';
import {
  findSubmission,
  lockSubmissionRow,
  replaceSubmissionPages,
  updateSubmissionRow,
} from './submissions.repository';

export const RENDER_JOB = 'poster-render';
/** Attempts of one rendering: a passing failure (a full disk, a killed program) is tried again, then it fails. */
export const RENDER_MAX_ATTEMPTS = 3;
export const renderJobKey = (submissionId: number) => `${RENDER_JOB}:${submissionId}`;
export const renderJob = jobKind({
  name: RENDER_JOB,
  payload: z.object({ submissionId: z.number().int() }),
  maxAttempts: RENDER_MAX_ATTEMPTS,
});
export type RenderPayload = z.infer<typeof renderJob.payload>;

export type RenderJobDeps = FileJobDeps & {
  /** The rendering library's function (tests wrap it to see or stop a run). */
  render?: typeof renderPosterFile;
  limits?: RenderLimits;
};

type Outcome =
  | { result: RenderResult; refusal: null }
  | { result: null; refusal: { code: FileRefusalCode; detail: string } };

/**
 * Renders one submission. Idempotent: a submission no longer `processing` (or gone) is left as it is, rendering
 * writes the same files again into its folder, and the result is recorded in one transaction only while the
 * submission is still `processing`; so a run repeated after a crash records once. A refused file (MediaRefused)
 * ends the job done with the submission failed; any other error is thrown for the queue to retry, and on the last
 * attempt the submission fails with RENDER_FAILED instead of staying `processing`.
 */
export function renderJobHandler(deps: RenderJobDeps) {
  const render = deps.render ?? renderPosterFile;
  const limits = deps.limits ?? DEFAULT_RENDER_LIMITS;
  return async (job: Job<RenderPayload>): Promise<void> => {
    const { projectId, payload } = job;
    const submission =
      projectId === null ? undefined : await findSubmission(deps.db, projectId, payload.submissionId);
    if (!submission || submission.status !== 'processing') return;
    const settings = await readSubmissionSettings(deps.db, submission.project_id);
    // The pages are served from the submission's folder; its original (and a deck's PDF) stay out of sight.
    const storage = mediaStorage(deps.uploadsDir);
    let outcome: Outcome;
    try {
      const dir = await storage.localFolder(submission.folder);
      const original = await storage.localFile(originalKey(submission.folder, submission.file_kind));
      try {
        const format = settings.poster_format;
        const result = await render(original.path, submission.file_kind, dir.path, { format, limits });
        await dir.save();
        outcome = { result, refusal: null };
      } finally {
        await original.release();
        await dir.release();
      }
    } catch (err) {
      const detail = err instanceof Error ? err.message : String(err);
      if (isFileRefusal(err)) outcome = { result: null, refusal: { code: err.code, detail } };
      else if (job.attempt >= RENDER_MAX_ATTEMPTS) {
        deps.log?.warn({ submission: submission.id, err }, 'rendering a poster file failed for good');
        outcome = { result: null, refusal: { code: 'RENDER_FAILED', detail } };
      } else throw err;
    }
    await recordOutcome(deps.db, submission.id, outcome);
  };
}

/** Without NUL characters, which PostgreSQL's text refuses (a PDF's text or a program's message may hold them). */
// eslint-disable-next-line no-control-regex -- the NUL character is what is removed
const withoutNul = (text: string) => text.replace(/\u0000/g, '');

/** Records a rendering's result on its submission, once: only while it is still `processing`. */
async function recordOutcome(db: Kysely<DB>, submissionId: number, outcome: Outcome): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await lockSubmissionRow(trx, submissionId);
    if (!row || row.status !== 'processing') return;
    const at = new Date().toISOString();
    // The board and the presenter's page refetch when it is committed (no audit row: nobody acted).
    await announce<DB>(trx, {
      project_id: row.project_id,
      kind: 'submission.rendered',
      poster_id: row.poster_id,
      judge_id: null,
    });
    if (!outcome.result) {
      const { code, detail } = outcome.refusal;
      await updateSubmissionRow(trx, submissionId, {
        status: 'failed',
        error_code: code,
        error_detail: withoutNul(detail).slice(0, 2000),
        processed_at: at,
      });
      return;
    }
    const { pages, text, outline, preflight } = outcome.result;
    const error = preflight.find((p: PreflightItem) => p.level === 'error');
    const { auto_approve: autoApprove } = await readSubmissionSettings(trx, row.project_id);
    const status: SubmissionStatus = error ? 'failed' : autoApprove ? 'approved' : 'submitted';
    await replaceSubmissionPages(trx, submissionId, pages);
    await updateSubmissionRow(trx, submissionId, {
      status,
      error_code: error?.code ?? null,
      error_detail: null,
      preflight: JSON.stringify(preflight, (_key, value: unknown) =>
        typeof value === 'string' ? withoutNul(value) : value,
      ),
      page_count: pages.length,
      text: withoutNul(text),
      outline: outline && JSON.stringify(outline),
      processed_at: at,
    });
  });
}

/**
 * Fails the submission, if it is still `processing`, of a render job that failed for good without recording it
 * (its runner died during every attempt: the queue fails it with LEASE_EXPIRED without calling the handler).
 */
export const failRender = (db: Kysely<DB>, submissionId: number, failure: JobFailure) =>
  recordOutcome(db, submissionId, {
    result: null,
    refusal: {
      code: 'RENDER_FAILED',
      detail:
        failure.code === 'LEASE_EXPIRED' ? 'rendering stopped its worker on every attempt' : failure.detail,
    },
  });
