// The job queue's writes: enqueue inside the caller's transaction, and the claim of one job in its own.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '@server/db/schema';
import { assertDeclared, type JobKind } from './job-kind';
import {
  insertJob,
  insertJobs,
  lockClaimableJob,
  updateJobRow,
  type JobRow,
  type NewJobRow,
} from './jobs.repository';

/** Where a job goes, besides its payload. */
export type JobOptions = {
  projectId: number | null;
  /** Names the work: enqueueing the same key again (in this transaction, another, another instance) adds nothing. */
  key?: string;
  /** Not before this time (now by default). */
  runAt?: Date;
};

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

function toRow<S extends z.ZodType>(
  kind: JobKind<S>,
  payload: z.input<S>,
  options: JobOptions,
  now: Date,
): NewJobRow {
  assertDeclared(kind);
  const at = now.toISOString();
  return {
    kind: kind.name,
    project_id: options.projectId,
    // Parsed now as well as when it runs: a payload its handler would refuse is a mistake of the caller's.
    payload: JSON.stringify(kind.payload.parse(payload) ?? null),
    status: 'queued',
    max_attempts: kind.maxAttempts,
    run_at: (options.runAt ?? now).toISOString(),
    key: options.key ?? null,
    created_at: at,
    updated_at: at,
  };
}

/**
 * Records a job of a declared kind, its payload checked by the kind's schema. Call it with the transaction of the
 * change that asks for the work: the job exists if and only if that change committed. Answers the job's id (the
 * existing job's, when its key was taken). The runner of this process finds it at its next poll; call
 * `JobRunner.wake()` after the commit to start it at once.
 */
export async function enqueue<S extends z.ZodType>(
  trx: Kysely<DB>,
  kind: JobKind<S>,
  payload: z.input<S>,
  options: JobOptions,
  now = new Date(),
): Promise<number> {
  return insertJob(trx, toRow(kind, payload, options, now));
}

/** `enqueue` for many jobs of one kind at once (a pass over waiting rows); keys already held are left out. */
export async function enqueueMany<S extends z.ZodType>(
  trx: Kysely<DB>,
  kind: JobKind<S>,
  jobs: (JobOptions & { payload: z.input<S> })[],
  now = new Date(),
): Promise<void> {
  return insertJobs(
    trx,
    jobs.map(({ payload, ...options }) => toRow(kind, payload, options, now)),
  );
}

/** A claimed job; `lostBy` names the runner that died during its last attempt (it is to fail, not to run). */
export type Claim = { row: JobRow; lostBy: string | null };

/**
 * Takes the oldest job of the kind that may run now, in one transaction: it becomes `running`, held by `owner`
 * until `leaseUntil`, and its attempt is counted when it starts (so a job whose run kills its worker every time
 * still ends). A job whose runner died during its last attempt is taken without counting one: the claimer fails
 * it (`LEASE_EXPIRED`, after its kind's `onFailed`). Answers nothing when no job is due.
 */
export async function claimJob(
  db: Kysely<DB>,
  kind: string,
  owner: string,
  now: Date,
  leaseMs: number,
): Promise<Claim | undefined> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const job = await lockClaimableJob(trx, kind, at);
    if (!job) return undefined;
    const lostBy =
      job.status === 'running' && job.attempts >= job.max_attempts ? (job.lease_owner ?? '?') : null;
    const changes = {
      status: 'running',
      lease_owner: owner,
      lease_until: new Date(now.getTime() + leaseMs).toISOString(),
      updated_at: at,
      attempts: lostBy === null ? job.attempts + 1 : job.attempts,
    } as const;
    await updateJobRow(trx, job.id, changes);
    return { row: { ...job, ...changes }, lostBy };
  });
}
