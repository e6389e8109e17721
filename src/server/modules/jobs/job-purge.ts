// The queue's own chore: finished jobs are deleted after the retention the operator sets (JOBS_KEEP_DONE_DAYS,
// JOBS_KEEP_FAILED_DAYS), so the table holds what is waiting and what happened lately, not every job ever run.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { recurringJob } from './job-kind';
import { deleteFinishedJobs } from './jobs.repository';

/** Rows one statement deletes: a purge of many never holds the database's writer for long. */
const BATCH = 500;

/**
 * Deletes the done jobs that finished more than `keep.doneMs` ago and the failed ones more than `keep.failedMs`
 * ago, in batches; answers how many went. A key is free again once its job is gone: keys name work that is not
 * asked for twice that far apart (a row's id, an upload's number, a slot's time).
 */
export async function purgeFinishedJobs(
  db: Kysely<DB>,
  keep: { doneMs: number; failedMs: number },
  now = Date.now(),
): Promise<number> {
  let purged = 0;
  for (const [status, ms] of [
    ['done', keep.doneMs],
    ['failed', keep.failedMs],
  ] as const) {
    const before = new Date(now - ms).toISOString();
    for (;;) {
      const n = await deleteFinishedJobs(db, status, before, BATCH);
      purged += n;
      if (n < BATCH) break;
    }
  }
  return purged;
}

export const jobsPurge = recurringJob({
  name: 'jobs-purge',
  every: 3600_000,
  handler: ({ db, config }) =>
    purgeFinishedJobs(db, { doneMs: config.jobsKeepDoneMs, failedMs: config.jobsKeepFailedMs }),
});
