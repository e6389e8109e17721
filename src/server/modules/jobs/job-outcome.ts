// How a run's end is written on its job: done, queued again after its backoff, or failed for good.
import { setTimeout as delay } from 'node:timers/promises';
import { isDatabaseUnavailable } from '@server/db/constraint-errors';
import { PermanentJobError } from './job-queue';
import type { Job, JobContext, JobDeclaration, JobFailure } from './job-kind';
import type { JobRow } from './jobs.repository';

/** A failed run as recorded: its code and detail, and whether the job fails for good. */
export type RunFailure = JobFailure & { final: boolean };

export function describeFailure(failure: unknown, row: JobRow): RunFailure {
  const code = failure instanceof PermanentJobError ? failure.code : (stringCode(failure) ?? 'JOB_ERROR');
  const detail = (failure instanceof Error ? failure.message : String(failure)).slice(0, 2000);
  // A run cut short by the database going away says nothing about the job: it runs again, whatever its count.
  const final =
    failure instanceof PermanentJobError ||
    (row.attempts >= row.max_attempts && !isDatabaseUnavailable(failure));
  return { code, detail, final };
}

/** The job's changes at the end of a run; `waitMs` is the backoff before its next attempt. */
export function endOfRun(now: Date, failure: RunFailure | null, waitMs: () => number) {
  const at = now.toISOString();
  if (failure === null)
    return { status: 'done', lease_until: null, updated_at: at, finished_at: at } as const;
  const error = { error_code: failure.code, error_detail: failure.detail, lease_until: null, updated_at: at };
  return failure.final
    ? ({ ...error, status: 'failed', finished_at: at } as const)
    : ({ ...error, status: 'queued', run_at: new Date(now.getTime() + waitMs()).toISOString() } as const);
}

/** Runs `write` again while the database is away, at most ten times and while `goOn()`, waiting longer each time. */
export async function whileUnreachable<T>(write: () => Promise<T>, goOn: () => boolean): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await write();
    } catch (err) {
      if (!isDatabaseUnavailable(err) || !goOn() || tries >= 10) throw err;
      await delay(Math.min(250 * 2 ** tries, 5000));
    }
  }
}

/**
 * The kind's `onFailed`, before the failure is recorded. The database away: thrown, so the record waits for it
 * (and, past that, the lease expires and the next claimer calls it again). Any other error is logged and the
 * failure recorded all the same: a broken `onFailed` must not keep its job for ever.
 */
export async function callOnFailed(
  declaration: JobDeclaration,
  job: Job,
  failure: JobFailure,
  ctx: JobContext,
): Promise<void> {
  if (!declaration.onFailed) return;
  try {
    await declaration.onFailed(job, failure, ctx);
  } catch (err) {
    if (isDatabaseUnavailable(err)) throw err;
    ctx.log.warn({ err, job: job.id, kind: job.kind }, 'the onFailed of a job failed');
  }
}

function stringCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
