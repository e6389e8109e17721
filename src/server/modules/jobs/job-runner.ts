// The runner of this process: polls for due jobs of the kinds declared on it, runs them within each kind's
// concurrency limit, renews their leases, schedules the chores, and records how each run ended.
import crypto from 'node:crypto';
import os from 'node:os';
import type { z } from 'zod';
import { claimJob, enqueue, PermanentJobError, type Claim } from './job-queue';
import { callOnFailed, describeFailure, endOfRun, whileUnreachable } from './job-outcome';
import {
  assertKindsDeclared,
  nextChoreSlot,
  jobOf,
  type Chore,
  type Job,
  type JobContext,
  type JobDeclaration,
} from './job-kind';
import { selectDueJobExists, updateHeldJob, type JobRow } from './jobs.repository';

export type RunnerEvent =
  | { type: 'polled' }
  // A chore of each instance has no job (jobId null).
  | { type: 'settled'; jobId: number | null; kind: string; status: 'done' | 'queued' | 'failed' | 'lost' };

export type RunnerOptions = {
  /** Names this runner in `lease_owner` (host, process and a random part by default). */
  owner?: string;
  /** How long a claimed job stays this runner's without a renewal; renewed every third of it. */
  leaseMs?: number;
  /** How often to look for due jobs (enqueueing in this process wakes it at once: `wake`). */
  pollMs?: number;
  /** The time, in ms (tests move it instead of waiting). */
  clock?: () => number;
  /** How long to wait before the next attempt after `attempts` failed ones, for kinds without their own. */
  backoffMs?: (attempts: number) => number;
};

/** What a test may put in place of a declaration's own (a rendering it can stop, a limit of its own). */
export type Overrides<S extends z.ZodType> = Partial<Pick<JobDeclaration<S>, 'handler' | 'concurrency'>>;

type Registered = {
  declaration: JobDeclaration;
  handler: JobDeclaration['handler'];
  concurrency: number;
  active: number;
  /** The next chore slot this runner has enqueued (chores only). */
  scheduled: number | null;
};

const defaultBackoff = (attempts: number) => Math.min(10_000 * 2 ** (attempts - 1), 3600_000);

export class JobRunner {
  readonly owner: string;
  private readonly db: JobContext['db'];
  private readonly leaseMs: number;
  private readonly clock: () => number;
  private readonly options: RunnerOptions;
  private readonly kinds = new Map<string, Registered>();
  private readonly running = new Set<Promise<void>>();
  private readonly renewals = new Set<NodeJS.Timeout>();
  private readonly listeners = new Set<(event: RunnerEvent) => void>();
  private state: 'new' | 'started' | 'closed' | 'abandoned' = 'new';
  private startup: Promise<void> = Promise.resolve();
  private poll: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private again = false;

  constructor(
    /** What handlers are given; its `db` holds the queue. */
    readonly context: JobContext,
    options: RunnerOptions = {},
  ) {
    this.db = context.db;
    this.owner = options.owner ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.clock = options.clock ?? Date.now;
    this.options = options;
  }

  /** Runs jobs of the declared kind in this process (unless the declaration says it does not run here). */
  register<S extends z.ZodType>(declaration: JobDeclaration<S>, overrides: Overrides<S> = {}): void {
    const d = declaration as unknown as JobDeclaration;
    if (d.runsHere && !d.runsHere(this.context)) return;
    const limit = overrides.concurrency ?? d.concurrency ?? 1;
    this.kinds.set(d.kind.name, {
      declaration: d,
      handler: (overrides.handler ?? d.handler) as JobDeclaration['handler'],
      concurrency: typeof limit === 'function' ? limit(this.context) : limit,
      active: 0,
      scheduled: null,
    });
  }

  /** Whether this runner takes jobs (started, not closed): the readiness check asks. */
  get started(): boolean {
    return this.state === 'started';
  }

  /**
   * Starts polling, once the database holds no waiting job of a kind this process does not declare and every
   * kind made has its declaration; otherwise rejects (the server does not start) and never takes a job.
   */
  start(): Promise<void> {
    if (this.state !== 'new') return this.startup;
    this.state = 'started';
    this.startup = assertKindsDeclared(this.db).catch((err: unknown) => {
      this.state = 'closed';
      clearInterval(this.poll ?? undefined);
      throw err;
    });
    this.poll = setInterval(() => this.wake(), this.options.pollMs ?? 1000);
    this.poll.unref();
    this.wake();
    return this.startup;
  }

  /** What the write that enqueued answers, once it committed; then looks for due jobs now (`wake`). */
  async wakeAfter<T>(write: Promise<T>): Promise<T> {
    const done = await write;
    this.wake();
    return done;
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
      await this.startup.catch(() => undefined); // refused: closed, the loop below does not run
      while (this.again && this.state === 'started') {
        this.again = false;
        await this.scheduleChores();
        for (const [kind, k] of this.kinds) {
          while (k.active < k.concurrency && this.state === 'started') {
            const claim = await claimJob(this.db, kind, this.owner, this.now(), this.leaseMs);
            if (!claim) break;
            this.track(k, this.execute(k, claim));
          }
        }
      }
    } catch (err) {
      this.context.log.warn({ err }, 'claiming jobs failed; the next poll tries again');
    }
  }

  /**
   * Enqueues each chore's next slot (every instance enqueues the same key: one job runs it); a chore of each
   * instance is run here once its slot has come, unless its last run is still going.
   */
  private async scheduleChores(): Promise<void> {
    for (const k of this.kinds.values()) {
      const { chore, kind } = k.declaration;
      if (!chore) continue;
      const slot = nextChoreSlot(k.declaration, chore, this.clock());
      if (k.scheduled === slot.at) continue;
      if (!chore.eachInstance) await enqueue(this.db, kind, {}, { projectId: null, ...slot.job }, this.now());
      else if (k.scheduled !== null && k.active === 0) this.track(k, this.runHere(k, chore));
      k.scheduled = slot.at;
    }
  }

  private async runHere(k: Registered, chore: Chore): Promise<void> {
    let status: 'done' | 'failed' = 'done';
    try {
      await chore.run(this.context);
    } catch (err) {
      status = 'failed';
      this.context.log.warn({ err, kind: k.declaration.kind.name }, 'a chore failed');
    }
    if (this.state !== 'abandoned')
      this.emit({ type: 'settled', jobId: null, kind: k.declaration.kind.name, status });
  }

  private track(k: Registered, work: Promise<void>): void {
    k.active++;
    const done = work.finally(() => {
      k.active--;
      this.running.delete(done);
      this.wake();
    });
    this.running.add(done);
  }

  private async execute(k: Registered, { row, lostBy }: Claim): Promise<void> {
    const renew = setInterval(() => {
      const leaseUntil = new Date(this.clock() + this.leaseMs).toISOString();
      void updateHeldJob(this.db, row.id, this.owner, { lease_until: leaseUntil }).catch((err: unknown) =>
        this.context.log.warn({ err, job: row.id }, 'renewing a job lease failed'),
      );
    }, this.leaseMs / 3);
    this.renewals.add(renew);
    const parsed = jobOf(k.declaration.kind, row);
    const job = parsed.ok ? parsed.job : null;
    let failure: unknown = null;
    try {
      if (lostBy !== null)
        failure = new PermanentJobError(
          'LEASE_EXPIRED',
          `its runner (${lostBy}) stopped during the last attempt`,
        );
      else if (!parsed.ok) failure = new PermanentJobError('JOB_PAYLOAD_INVALID', parsed.detail);
      else await k.handler(parsed.job, this.context);
    } catch (err) {
      failure = err ?? new Error('failed');
    } finally {
      clearInterval(renew);
      this.renewals.delete(renew);
    }
    if (this.state === 'abandoned') return;
    try {
      // While the database is away (a restart) the lease is still this runner's: the end is recorded once it is back.
      const status = await whileUnreachable(
        () => this.record(k, row, job, failure),
        () => this.state === 'started',
      );
      this.emit({ type: 'settled', jobId: row.id, kind: row.kind, status });
    } catch (err) {
      // The lease expires and another run records it (the handler is idempotent).
      this.context.log.warn({ err, job: row.id }, 'recording the end of a job failed');
    }
  }

  /** Records the run's end while this runner still holds the job; `lost` when another took it over. */
  private async record(k: Registered, row: JobRow, job: Job | null, error: unknown) {
    const failure = error === null ? null : describeFailure(error, row);
    const held = () => updateHeldJob(this.db, row.id, this.owner, { updated_at: this.now().toISOString() });
    if (failure?.final) {
      // Never for a job another runner took over meanwhile (it may be running it).
      if (!(await held())) return 'lost';
      const { code, detail } = failure;
      if (job) await callOnFailed(k.declaration, job, { code, detail }, this.context);
      this.context.log.warn({ job: row.id, kind: row.kind, code, detail }, 'a job failed');
    }
    const { backoff } = k.declaration;
    const wait = () => (backoff ?? this.options.backoffMs ?? defaultBackoff)(row.attempts, this.context);
    const changes = endOfRun(this.now(), failure, wait);
    return (await updateHeldJob(this.db, row.id, this.owner, changes)) ? changes.status : 'lost';
  }
}
