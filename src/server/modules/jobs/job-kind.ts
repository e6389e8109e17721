// Job kinds as the modules declare them (docs/decisions/072-job-registry.md): a kind is a name, a payload schema
// and its attempts (what enqueueing needs, beside the code that enqueues); its declaration adds the handler, the
// limit, the backoff, what to do when a job fails for good and, for a chore, how often it runs (in the module's
// `<module>.jobs.ts`, collected in src/server/modules/job-kinds.ts).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '@server/config';
import type { DB } from '@server/db/schema';
import { selectWaitingKinds, type JobRow } from './jobs.repository';

/** Where a job's handler reports what it got past (the app's logger). */
export type JobLog = { warn: (obj: object, msg: string) => void };

/** What a job that writes files under the uploads folder is made with (tests give theirs). */
export type FileJobDeps = { db: Kysely<DB>; uploadsDir: string; log?: JobLog };

/**
 * What handlers are given: the parts of the app that outlive a request. The app's modules add theirs
 * (src/server/types.ts), as they add their decorations to Fastify's instance.
 */
export interface JobContext {
  db: Kysely<DB>;
  config: Config;
  log: JobLog;
}

/** A claimed job as its handler sees it, its payload parsed by its kind's schema. */
export type Job<P = unknown> = {
  id: number;
  kind: string;
  projectId: number | null;
  payload: P;
  key: string | null;
  /** This run's number, from 1. */
  attempt: number;
};

/** Why a job failed for good, as recorded on it (`error_code`, `error_detail`). */
export type JobFailure = { code: string; detail: string };

/** What enqueueing a kind needs: its name, the schema its payload must pass, and how often it is tried. */
export type JobKind<S extends z.ZodType = z.ZodType> = {
  readonly name: string;
  readonly payload: S;
  readonly maxAttempts: number;
};

/**
 * How a kind runs. Methods (not function properties), so a declaration of any payload fits in one list.
 * - `handler` does the work. It must be idempotent: a runner may die after the work and before recording it, and
 *   then another runs the job again (docs/decisions/040-job-queue.md).
 * - `onFailed` is called when a job fails for good (a PermanentJobError, its last attempt failed, or the runner of
 *   its last attempt died), before the failure is recorded: so a row the job was to finish is marked failed
 *   instead of waiting for ever. Idempotent too: a runner that dies between the two leaves the job to the next.
 * - `concurrency`: jobs of the kind run at once in one process (1 by default).
 * - `backoff`: the wait before the next attempt after `attempts` failed ones (the runner's by default).
 * - `runsHere`: whether this process runs the kind at all (mail only with SMTP_URL); its jobs wait otherwise.
 * - `chore`: how often a chore runs, and where (recurringJob).
 */
export type JobDeclaration<S extends z.ZodType = z.ZodType> = {
  readonly kind: JobKind<S>;
  handler(job: Job<z.output<S>>, ctx: JobContext): Promise<void>;
  onFailed?(job: Job<z.output<S>>, failure: JobFailure, ctx: JobContext): Promise<void>;
  readonly concurrency?: number | ((ctx: JobContext) => number);
  backoff?(attempts: number, ctx: JobContext): number;
  runsHere?(ctx: JobContext): boolean;
  readonly chore?: Chore;
};

/**
 * A chore runs every `every` ms, at the slot boundaries (multiples of `every` since the epoch). By default once a
 * slot across all instances, as a job keyed by the slot; `eachInstance` when its work is the instance's own
 * (files under its DATA_DIR): then every instance runs it at each slot, in process, and nothing is queued.
 */
export type Chore = { every: number; eachInstance: boolean; run(ctx: JobContext): Promise<unknown> };

const DEFAULT_MAX_ATTEMPTS = 5;

// Every kind and declaration made in this process, by name: enqueueing and the runner's start check against them.
const kinds = new Map<string, JobKind>();
const declarations = new Map<string, JobDeclaration>();

/** A job kind. Its name is its own: a second kind of the same name is a mistake, refused when the code loads. */
export function jobKind<S extends z.ZodType>(spec: {
  name: string;
  payload: S;
  maxAttempts?: number;
}): JobKind<S> {
  if (!/^[a-z][a-z0-9-]*$/.test(spec.name))
    throw new Error(`job kind "${spec.name}": a name is lowercase words joined by -`);
  if (kinds.has(spec.name)) throw new Error(`job kind "${spec.name}" is made twice`);
  const maxAttempts = spec.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
    throw new Error(`job kind "${spec.name}": maxAttempts must be a whole number of at least 1`);
  const kind = Object.freeze({ name: spec.name, payload: spec.payload, maxAttempts });
  kinds.set(spec.name, kind);
  return kind;
}

/** Declares how a kind runs: one declaration a kind. */
export function declareJob<S extends z.ZodType>(
  kind: JobKind<S>,
  how: Omit<JobDeclaration<S>, 'kind'>,
): JobDeclaration<S> {
  if (declarations.has(kind.name)) throw new Error(`job kind "${kind.name}" is declared twice`);
  const declaration: JobDeclaration<S> = Object.freeze({ ...how, kind });
  declarations.set(kind.name, declaration);
  return declaration;
}

/** A chore (see Chore): one attempt a slot, the next slot being its retry. */
export function recurringJob(spec: {
  name: string;
  every: number;
  eachInstance?: boolean;
  handler: (ctx: JobContext) => Promise<unknown>;
}): JobDeclaration {
  if (!(spec.every > 0)) throw new Error(`job kind "${spec.name}": every must be > 0`);
  const kind = jobKind({ name: spec.name, payload: z.object({}).strict(), maxAttempts: 1 });
  const chore = { every: spec.every, eachInstance: spec.eachInstance ?? false, run: spec.handler };
  return declareJob(kind, { handler: async (_job, ctx) => void (await spec.handler(ctx)), chore });
}

/** Refuses a kind that is not the one made under its name, or has no declaration (no handler). */
export function assertDeclared(kind: JobKind): void {
  if (kinds.get(kind.name) !== kind) throw new Error(`job kind "${kind.name}" was not made by jobKind()`);
  if (!declarations.has(kind.name))
    throw new Error(`job kind "${kind.name}" has no declaration (no handler)`);
}

/**
 * Refuses to start the queue while a kind made in this process has no declaration (nothing would run its jobs),
 * or the database holds waiting jobs of a kind no code of this process declares (a kind renamed or removed).
 */
export async function assertKindsDeclared(db: Kysely<DB>): Promise<void> {
  const unhandled = [...kinds.keys()].filter((name) => !declarations.has(name));
  if (unhandled.length > 0)
    throw new Error(`job kinds without a handler (no declareJob): ${unhandled.join(', ')}`);
  const undeclared = (await selectWaitingKinds(db)).filter((name) => !declarations.has(name));
  if (undeclared.length > 0)
    throw new Error(
      `jobs of kinds no code declares are waiting: ${undeclared.join(', ')} (declare the kind, or delete its ` +
        'jobs in a migration)',
    );
}

/** A chore's next slot after `now`: its time, and the job that runs it (keyed by the slot). */
export function nextChoreSlot(declaration: JobDeclaration, { every }: Chore, now: number) {
  const at = (Math.floor(now / every) + 1) * every;
  const runAt = new Date(at);
  return { at, job: { key: `${declaration.kind.name}:${runAt.toISOString()}`, runAt } };
}

/** A claimed row as its handler sees it, its payload parsed by its kind's schema; or why the payload does not parse. */
export function jobOf<S extends z.ZodType>(
  kind: JobKind<S>,
  row: JobRow,
): { ok: true; job: Job<z.output<S>> } | { ok: false; detail: string } {
  let value: unknown;
  try {
    value = JSON.parse(row.payload);
  } catch {
    return { ok: false, detail: 'the stored payload is not JSON' };
  }
  const parsed = kind.payload.safeParse(value);
  if (!parsed.success) return { ok: false, detail: z.prettifyError(parsed.error) };
  const { id, kind: name, project_id: projectId, key, attempts: attempt } = row;
  return { ok: true, job: { id, kind: name, projectId, payload: parsed.data, key, attempt } };
}
