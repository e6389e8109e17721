// The runner of this process: polls for due jobs of the kinds it has handlers for, runs them within each kind's
// concurrency limit, renews their leases, and records how each run ended.
import crypto from 'node:crypto';
import os from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { isDatabaseUnavailable } from '@server/db/constraint-errors';
import type { DB } from '@server/db/schema';
import { claimJob, PermanentJobError } from './job-queue';
import { selectDueJobExists, updateHeldJob, type JobRow } from './jobs.repository';

/** A claimed job as its handler sees it. */
export type Job<P = unknown> = {
  id: number;
  kind: string;
  projectId: number | null;
  payload: P;
  key: string | null;
  /** This run's number, from 1. */
  attempt: number;
};

/**
 * Does the work of one job. It must be idempotent: a runner may die after the work and before recording it, and
 * then another runs the job again; writing the result so that doing it twice changes nothing is what makes the
 * work happen once (docs/decisions/040-job-queue.md).
 */
export type JobHandler<P = unknown> = (job: Job<P>) => Promise<void>;

export type RunnerEvent =
  | { type: 'polled' }
  | { type: 'settled'; jobId: number; kind: string; status: 'done' | 'queued' | 'failed' | 'lost' };

export type RunnerOptions = {
  /** Names this runner in `lease_owner` (host, process and a random part by default). */
  owner?: string;
  /** How long a claimed job stays this runner's without a renewal; renewed every third of it. */
  leaseMs?: number;
  /** How often to look for due jobs (enqueueing in this process wakes it at once: `wake`). */
  pollMs?: number;
  /** The time, in ms (tests move it instead of waiting). */
  clock?: () => number;
  /** How long to wait before the next attempt after `attempts` failed ones. */
  backoffMs?: (attempts: number) => number;
  log?: { warn: (obj: object, msg: string) => void };
};

type Kind = {
  handler: JobHandler<never>;
  concurrency: number;
  active: number;
  backoffMs: ((attempts: number) => number) | undefined;
};

const defaultBackoff = (attempts: number) => Math.min(10_000 * 2 ** (attempts - 1), 3600_000);

export class JobRunner {
  readonly owner: string;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly clock: () => number;
  private readonly backoffMs: (attempts: number) => number;
  private readonly log: RunnerOptions['log'];
  private readonly kinds = new Map<string, Kind>();
  private readonly running = new Set<Promise<void>>();
  private readonly renewals = new Set<NodeJS.Timeout>();
  private readonly listeners = new Set<(event: RunnerEvent) => void>();
  private state: 'new' | 'started' | 'closed' | 'abandoned' = 'new';
  private poll: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Kysely<DB>,
    options: RunnerOptions = {},
  ) {
    this.owner = options.owner ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.pollMs = options.pollMs ?? 1000;
    this.clock = options.clock ?? Date.now;
    this.backoffMs = options.backoffMs ?? defaultBackoff;
    this.log = options.log;
  }

  /**
   * Runs jobs of this kind with `handler`, at most `concurrency` at once in this process; `backoffMs`, when
   * given, is this kind's wait before the next attempt (instead of the runner's).
   */
  register<P>(
    kind: string,
    handler: JobHandler<P>,
    { concurrency = 1, backoffMs }: { concurrency?: number; backoffMs?: (attempts: number) => number } = {},
  ): void {
    this.kinds.set(kind, { handler: handler as JobHandler<never>, concurrency, active: 0, backoffMs });
  }

  /** Whether this runner takes jobs (started, not closed): the readiness check asks. */
  get started(): boolean {
    return this.state === 'started';
  }

  start(): void {
    if (this.state !== 'new') return;
    this.state = 'started';
    this.poll = setInterval(() => this.wake(), this.pollMs);
    this.poll.unref();
    this.wake();
  }

  /** Looks for due jobs now (after this process enqueued one, once its transaction committed). */
  wake(): void {
    if (this.state !== 'started') return;
    this.again = true;
    // Cleared in a callback, never inside tick(): a tick with nothing to await ends before `??=` assigns it.
    this.ticking ??= this.tick().finally(() => {
      this.ticking = null;
      this.emit({ type: 'polled' });
    });
  }

  /** Listens to what the runner does (tests wait on it); answers the function that stops listening. */
  on(listener: (event: RunnerEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves when no job of the kind is due or running in this process. */
  async idle(kind: string): Promise<void> {
    const k = this.kinds.get(kind);
    while (k && this.state === 'started') {
      const busy = k.active > 0 || this.ticking !== null;
      if (!busy && !(await selectDueJobExists(this.db, kind, this.now().toISOString()))) return;
      const next = new Promise<void>((resolve) => {
        const stop = this.on(() => {
          stop();
          resolve();
        });
      });
      // Only when nothing runs: a tick at full concurrency ends without awaiting, and waking again at once would
      // spin without ever letting the running handlers go on.
      if (!busy) this.wake();
      await next;
    }
  }

  /** Stops claiming and waits for the running handlers to finish and be recorded. */
  async close(): Promise<void> {
    if (this.state === 'started' || this.state === 'new') this.state = 'closed';
    if (this.poll) clearInterval(this.poll);
    await this.ticking;
    await Promise.all(this.running);
  }

  /**
   * Stops at once, recording nothing and renewing no lease: what a crash leaves behind (tests). Its running jobs
   * go to another runner when their leases expire.
   */
  abandon(): void {
    this.state = 'abandoned';
    if (this.poll) clearInterval(this.poll);
    for (const timer of this.renewals) clearInterval(timer);
  }

  private now(): Date {
    return new Date(this.clock());
  }

  private emit(event: RunnerEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  private async tick(): Promise<void> {
    try {
      while (this.again && this.state === 'started') {
        this.again = false;
        for (const [kind, k] of this.kinds) {
          while (k.active < k.concurrency && this.state === 'started') {
            const job = await claimJob(this.db, kind, this.owner, this.now(), this.leaseMs);
            if (!job) break;
            this.run(k, job);
          }
        }
      }
    } catch (err) {
      this.log?.warn({ err }, 'claiming jobs failed; the next poll tries again');
    }
  }

  private run(k: Kind, row: JobRow): void {
    k.active++;
    const done = this.execute(k, row).finally(() => {
      k.active--;
      this.running.delete(done);
      this.wake();
    });
    this.running.add(done);
  }

  private async execute(k: Kind, row: JobRow): Promise<void> {
    const renew = setInterval(() => {
      const leaseUntil = new Date(this.clock() + this.leaseMs).toISOString();
      void updateHeldJob(this.db, row.id, this.owner, { lease_until: leaseUntil }).catch((err: unknown) =>
        this.log?.warn({ err, job: row.id }, 'renewing a job lease failed'),
      );
    }, this.leaseMs / 3);
    this.renewals.add(renew);
    let failure: unknown = null;
    try {
      await k.handler({
        id: row.id,
        kind: row.kind,
        projectId: row.project_id,
        payload: JSON.parse(row.payload) as never,
        key: row.key,
        attempt: row.attempts,
      });
    } catch (err) {
      failure = err ?? new Error('failed');
    } finally {
      clearInterval(renew);
      this.renewals.delete(renew);
    }
    if (this.state === 'abandoned') return;
    try {
      const status = await this.recordWhenReachable(row, failure);
      this.emit({ type: 'settled', jobId: row.id, kind: row.kind, status });
    } catch (err) {
      // The lease expires and another run records it (the handler is idempotent).
      this.log?.warn({ err, job: row.id }, 'recording the end of a job failed');
    }
  }

  /**
   * Records the run's end, trying again while the database is away (a restart): the lease is still this
   * runner's, so the job need not wait for it to expire before it is done or runs again.
   */
  private async recordWhenReachable(row: JobRow, failure: unknown) {
    for (let tries = 1; ; tries++) {
      try {
        return await this.record(row, failure);
      } catch (err) {
        if (!isDatabaseUnavailable(err) || this.state !== 'started' || tries >= 10) throw err;
        await delay(Math.min(250 * 2 ** tries, 5000));
      }
    }
  }

  private waitAfter(row: JobRow): number {
    return (this.kinds.get(row.kind)?.backoffMs ?? this.backoffMs)(row.attempts);
  }

  /** Records the run's end while this runner still holds the job; `lost` when another took it over. */
  private async record(row: JobRow, failure: unknown): Promise<'done' | 'queued' | 'failed' | 'lost'> {
    const now = this.now();
    const at = now.toISOString();
    let changes;
    if (failure === null) {
      changes = { status: 'done', lease_until: null, updated_at: at, finished_at: at } as const;
    } else {
      const code = failure instanceof PermanentJobError ? failure.code : (stringCode(failure) ?? 'JOB_ERROR');
      const detail = (failure instanceof Error ? failure.message : String(failure)).slice(0, 2000);
      const error = { error_code: code, error_detail: detail, lease_until: null, updated_at: at };
      // A run cut short by the database going away says nothing about the job: it runs again, whatever its count.
      const final =
        failure instanceof PermanentJobError ||
        (row.attempts >= row.max_attempts && !isDatabaseUnavailable(failure));
      changes = final
        ? ({ ...error, status: 'failed', finished_at: at } as const)
        : ({
            ...error,
            status: 'queued',
            run_at: new Date(now.getTime() + this.waitAfter(row)).toISOString(),
          } as const);
      if (final) this.log?.warn({ job: row.id, kind: row.kind, code, detail }, 'a job failed');
    }
    const held = await updateHeldJob(this.db, row.id, this.owner, changes);
    return held ? changes.status : 'lost';
  }
}

function stringCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
