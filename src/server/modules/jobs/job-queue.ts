// The job queue's writes: enqueue inside the caller's transaction, and the claim of one job in its own.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import {
  insertJob,
  insertJobs,
  lockClaimableJob,
  updateJobRow,
  type JobRow,
  type NewJobRow,
} from './jobs.repository';

export type JobSpec = {
  kind: string;
  projectId: number | null;
  /** What the handler needs, stored as JSON. */
  payload: unknown;
  /** Names the work: enqueueing the same key again (in this transaction, another, another instance) adds nothing. */
  key?: string;
  /** Not before this time (now by default). */
  runAt?: Date;
  maxAttempts?: number;
};

export const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * A failure that trying again cannot mend (the input is wrong, the thing is gone): the job fails at once with
 * this code and detail instead of being retried.
 */
export class PermanentJobError extends Error {
  constructor(
    readonly code: string,
    detail: string,
  ) {
    super(detail);
    this.name = 'PermanentJobError';
  }
}

function toRow(spec: JobSpec, now: Date): NewJobRow {
  const at = now.toISOString();
  return {
    kind: spec.kind,
    project_id: spec.projectId,
    payload: JSON.stringify(spec.payload ?? null),
    status: 'queued',
    max_attempts: spec.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    run_at: (spec.runAt ?? now).toISOString(),
    key: spec.key ?? null,
    created_at: at,
    updated_at: at,
  };
}

/**
 * Records a job. Call it with the transaction of the change that asks for the work: the job exists if and only if
 * that change committed. Answers the job's id (the existing job's, when its key was taken). The runner of this
 * process finds it at its next poll; call `JobRunner.wake()` after the commit to start it at once.
 */
export function enqueue(trx: Kysely<DB>, spec: JobSpec, now = new Date()): Promise<number> {
  return insertJob(trx, toRow(spec, now));
}

/** `enqueue` for many jobs at once (a pass over waiting rows); keys already held are left out. */
export function enqueueMany(trx: Kysely<DB>, specs: JobSpec[], now = new Date()): Promise<void> {
  return insertJobs(
    trx,
    specs.map((s) => toRow(s, now)),
  );
}

/**
 * Takes the oldest job of the kind that may run now, in one transaction: it becomes `running`, held by `owner`
 * until `leaseUntil`, and its attempt is counted when it starts (so a job whose run kills its worker every time
 * still ends). A job whose runner died after its last attempt fails here (`LEASE_EXPIRED`). Answers nothing when
 * no job is due.
 */
export async function claimJob(
  db: Kysely<DB>,
  kind: string,
  owner: string,
  now: Date,
  leaseMs: number,
): Promise<JobRow | undefined> {
  const at = now.toISOString();
  for (;;) {
    const claimed = await db.transaction().execute(async (trx) => {
      const job = await lockClaimableJob(trx, kind, at);
      if (!job) return undefined;
      if (job.status === 'running' && job.attempts >= job.max_attempts) {
        await updateJobRow(trx, job.id, {
          status: 'failed',
          error_code: 'LEASE_EXPIRED',
          error_detail: `its runner (${job.lease_owner ?? '?'}) stopped during the last attempt`,
          lease_until: null,
          updated_at: at,
          finished_at: at,
        });
        return 'again' as const;
      }
      const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
      const changes = {
        status: 'running',
        lease_owner: owner,
        lease_until: leaseUntil,
        updated_at: at,
      } as const;
      await updateJobRow(trx, job.id, { ...changes, attempts: job.attempts + 1 });
      return { ...job, ...changes, attempts: job.attempts + 1 };
    });
    if (claimed !== 'again') return claimed;
  }
}
