import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '@server/test/test-app';
import { declareJob, jobKind, type JobDeclaration } from './job-kind';
import { enqueue, PermanentJobError } from './job-queue';
import type { RunnerOptions } from './job-runner';
import { runnerFor as runnerOf, settledCount, until } from './runner.test-kit';

const t = useTestApp();

beforeAll(async () => {
  // What handlers do, counted: every run (duplicates show) and the idempotent result (one row per job at most).
  await sql`create table job_effects (job_id integer not null, runner text not null)`.execute(t.db);
  await sql`create table job_results (job_id integer primary key)`.execute(t.db);
});

const jobsOf = (kind: string) =>
  t.db.selectFrom('jobs').selectAll().where('kind', '=', kind).orderBy('id').execute();
const countRows = async (table: 'job_effects' | 'job_results') =>
  (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.db)).rows[0]!.n;

/** The test's kinds, each declared once; each test's runners bring their own handler. */
const anyPayload = z.record(z.string(), z.unknown());
const kindOf = <S extends z.ZodType>(name: string, payload: S, maxAttempts?: number) =>
  declareJob(jobKind({ name, payload, maxAttempts }), { handler: async () => undefined });
const rolledBack = kindOf('rolled-back', anyPayload);
const keyed = kindOf('keyed', anyPayload);
const race = kindOf('race', anyPayload);
const lease = kindOf('lease', anyPayload);
const retry = kindOf('retry', anyPayload);
const doomed = kindOf('doomed', z.object({ permanent: z.boolean() }), 2);
const limited = kindOf('limited', anyPayload);

const runnerFor = <S extends z.ZodType>(
  declaration: JobDeclaration<S>,
  handler: JobDeclaration<S>['handler'],
  options: RunnerOptions & { concurrency?: number } = {},
) => runnerOf(t.app.jobs.context, declaration, handler, options);

describe('enqueueing', () => {
  it('makes no job when the transaction that enqueued it rolls back', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await enqueue(trx, rolledBack.kind, { n: 1 }, { projectId: null });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobsOf('rolled-back')).toEqual([]);
  });

  it('makes one job of one key, enqueued twice in a transaction and from two transactions at once', async () => {
    const add = (trx: typeof t.db) => enqueue(trx, keyed.kind, { n: 1 }, { projectId: null, key: 'keyed:1' });
    const ids = await Promise.all([
      t.db.transaction().execute(async (trx) => [await add(trx), await add(trx)]),
      t.db.transaction().execute(async (trx) => [await add(trx)]),
    ]);
    const jobs = await jobsOf('keyed');
    expect(jobs).toHaveLength(1);
    expect(ids.flat()).toEqual([jobs[0]!.id, jobs[0]!.id, jobs[0]!.id]);
    expect(jobs[0]).toMatchObject({ status: 'queued', attempts: 0, payload: '{"n":1}', key: 'keyed:1' });
  });
});

describe('running', () => {
  it('runs each of 50 jobs exactly once while two runners claim at the same time, in three rounds', async () => {
    const runs = new Map<number, number>();
    const handler = (name: string) => async (job: { id: number }) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await sql`insert into job_effects (job_id, runner) values (${job.id}, ${name})`.execute(t.db);
    };
    const a = runnerFor(race, handler('a'), { concurrency: 4 }).runner;
    const b = runnerFor(race, handler('b'), { concurrency: 4 }).runner;
    a.start();
    b.start();
    for (let round = 0; round < 3; round++) {
      await t.db.transaction().execute(async (trx) => {
        for (let i = 0; i < 50; i++) await enqueue(trx, race.kind, { round, i }, { projectId: null });
      });
      const all = settledCount([a, b], 'race', 50);
      a.wake(); // both claim at once
      b.wake();
      await all;
    }
    await Promise.all([a.close(), b.close()]);
    const jobs = await jobsOf('race');
    expect(jobs).toHaveLength(150);
    expect(jobs.every((j) => j.status === 'done' && j.attempts === 1 && j.finished_at !== null)).toBe(true);
    expect([...runs.values()].every((n) => n === 1) && runs.size === 150).toBe(true);
    expect(await countRows('job_effects')).toBe(150);
  });

  it('gives the job of a runner that died to another after its lease, which completes it once', async () => {
    const leaseMs = 30_000;
    let started: () => void;
    const claimed = new Promise<void>((resolve) => (started = resolve));
    const calls: string[] = [];
    const work = (name: string, hang: boolean) => async (job: { id: number }) => {
      calls.push(name);
      // Idempotent: the result is written so that writing it again changes nothing.
      await sql`insert into job_results (job_id) values (${job.id}) on conflict do nothing`.execute(t.db);
      if (hang) {
        started();
        await new Promise(() => undefined);
      }
    };
    const a = runnerFor(lease, work('a', true), { leaseMs, owner: 'runner-a' }).runner;
    a.start();
    const id = await enqueue(t.db, lease.kind, {}, { projectId: null });
    a.wake();
    await claimed;
    a.abandon(); // dies after the work, before recording it

    const b = runnerFor(lease, work('b', false), { leaseMs, owner: 'runner-b' });
    b.runner.start();
    // Within the lease the job is still the dead runner's.
    await until(b.runner, (e) => e.type === 'polled');
    expect((await jobsOf('lease'))[0]).toMatchObject({ status: 'running', lease_owner: 'runner-a' });

    b.clock.offset = leaseMs + 1;
    const settled = until(b.runner, (e) => e.type === 'settled');
    b.runner.wake();
    expect(await settled).toEqual({ type: 'settled', jobId: id, kind: 'lease', status: 'done' });
    await b.runner.close();
    expect(calls).toEqual(['a', 'b']);
    expect((await jobsOf('lease'))[0]).toMatchObject({
      status: 'done',
      attempts: 2,
      lease_owner: 'runner-b',
    });
    expect(await countRows('job_results')).toBe(1);
  });

  it('tries again later after a failure, waiting longer each time, then succeeds', async () => {
    let calls = 0;
    const { runner, clock } = runnerFor(
      retry,
      async () => {
        if (++calls < 3) throw Object.assign(new Error(`busy ${calls}`), { code: 'EBUSY' });
      },
      { backoffMs: (n) => 1000 * 2 ** (n - 1) },
    );
    runner.start();
    await enqueue(t.db, retry.kind, {}, { projectId: null });
    const outcomes = [];
    for (const wait of [0, 1000, 2000]) {
      clock.offset += wait;
      const settled = until(runner, (e) => e.type === 'settled');
      runner.wake();
      outcomes.push(((await settled) as { status: string }).status);
      const [job] = await jobsOf('retry');
      if (job!.status === 'queued') {
        // Not due before its backoff: a poll now takes nothing.
        const polled = until(runner, (e) => e.type === 'polled');
        runner.wake();
        await polled;
        expect((await jobsOf('retry'))[0]!.status).toBe('queued');
        expect(Date.parse(job!.run_at) - Date.parse(job!.updated_at)).toBe(1000 * 2 ** (job!.attempts - 1));
        expect(job).toMatchObject({ error_code: 'EBUSY', error_detail: `busy ${job!.attempts}` });
      }
    }
    await runner.close();
    expect(outcomes).toEqual(['queued', 'queued', 'done']);
    expect((await jobsOf('retry'))[0]).toMatchObject({ status: 'done', attempts: 3 });
  });

  it('fails at once on a permanent error, and after the last attempt on others, with the code and detail', async () => {
    const { runner } = runnerFor(
      doomed,
      async (job) => {
        if (job.payload.permanent) throw new PermanentJobError('IMAGE_GONE', 'the file is not there');
        throw new Error('still broken');
      },
      { backoffMs: () => 0 },
    );
    runner.start();
    await enqueue(t.db, doomed.kind, { permanent: true }, { projectId: null });
    await enqueue(t.db, doomed.kind, { permanent: false }, { projectId: null });
    const failed = settledCount([runner], 'doomed', 3);
    runner.wake();
    await failed;
    await runner.close();
    const [permanent, exhausted] = await jobsOf('doomed');
    expect(permanent).toMatchObject({ status: 'failed', attempts: 1, error_code: 'IMAGE_GONE' });
    expect(permanent!.error_detail).toBe('the file is not there');
    expect(permanent!.finished_at).not.toBeNull();
    expect(exhausted).toMatchObject({ status: 'failed', attempts: 2, error_code: 'JOB_ERROR' });
    expect(exhausted!.error_detail).toBe('still broken');
  });

  it('never runs more handlers of a kind at once than its limit', async () => {
    const limit = 3;
    const total = 20;
    let active = 0;
    let most = 0;
    let finished = 0;
    let waiting: (() => void)[] = [];
    const { runner } = runnerFor(
      limited,
      async () => {
        active++;
        most = Math.max(most, active);
        // Held until as many run as may, so a runner that let one more in would be seen.
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          if (waiting.length === Math.min(limit, total - finished)) {
            waiting.forEach((w) => w());
            waiting = [];
          }
        });
        active--;
        finished++;
      },
      { concurrency: limit },
    );
    runner.start();
    await t.db.transaction().execute(async (trx) => {
      for (let i = 0; i < total; i++) await enqueue(trx, limited.kind, { i }, { projectId: null });
    });
    const all = settledCount([runner], 'limited', total);
    runner.wake();
    await all;
    await runner.close();
    expect(most).toBe(limit);
    expect((await jobsOf('limited')).every((j) => j.status === 'done')).toBe(true);
  });
});
