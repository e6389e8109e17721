import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '@server/app';
import { useTestApp } from '@server/test/test-app';
import { declareJob, jobKind, recurringJob, type JobFailure } from './job-kind';
import { enqueue, PermanentJobError } from './job-queue';
import { jobsPurge } from './job-purge';
import { insertJobs, type NewJobRow } from './jobs.repository';
import { runnerFor, settledCount, until } from './runner.test-kit';

// Job kinds as declared (docs/decisions/072-job-registry.md): the start refuses what no code declares, payloads
// are parsed by their schemas, onFailed hears of every job that fails for good, a chore runs once a slot however
// many instances run it, and finished jobs go after their retention.
const t = useTestApp();
const DAY = 24 * 3600_000;

const jobsOf = (kind: string) =>
  t.db.selectFrom('jobs').selectAll().where('kind', '=', kind).orderBy('id').execute();

/** A job row as stored, of a kind, status and age of the test's choosing (past what enqueue writes). */
const row = (kind: string, changes: Partial<NewJobRow> = {}): NewJobRow => {
  const at = new Date().toISOString();
  return {
    kind,
    project_id: null,
    payload: '{}',
    status: 'queued',
    max_attempts: 1,
    run_at: at,
    key: null,
    created_at: at,
    updated_at: at,
    ...changes,
  };
};

/** The server as main.ts starts it, on the test's database: resolves when it is ready, rejects when refused. */
async function startAnotherServer(): Promise<void> {
  const app = await buildApp({ config: t.config, database: t.database });
  try {
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('declaring kinds', () => {
  it('refuses to start the server while jobs of a kind no code declares wait, and starts once they are gone', async () => {
    await insertJobs(t.db, [row('retired-kind'), row('retired-kind', { status: 'done' })]);
    await expect(startAnotherServer()).rejects.toThrow(
      'jobs of kinds no code declares are waiting: retired-kind',
    );
    await t.db.deleteFrom('jobs').where('kind', '=', 'retired-kind').where('status', '=', 'queued').execute();
    await expect(startAnotherServer()).resolves.toBeUndefined();
  });

  it('refuses to start, and to enqueue, a kind without a handler', async () => {
    const orphan = jobKind({ name: 'orphan', payload: z.object({}) });
    await expect(enqueue(t.db, orphan, {}, { projectId: null })).rejects.toThrow(
      'job kind "orphan" has no declaration (no handler)',
    );
    await expect(startAnotherServer()).rejects.toThrow('job kinds without a handler (no declareJob): orphan');
    expect(() => jobKind({ name: 'orphan', payload: z.object({}) })).toThrow(
      'job kind "orphan" is made twice',
    );
    declareJob(orphan, { handler: async () => undefined });
    await expect(startAnotherServer()).resolves.toBeUndefined();
  });
});

const strict = declareJob(
  jobKind({ name: 'strict', payload: z.object({ n: z.number().int() }), maxAttempts: 3 }),
  { handler: async () => undefined },
);

describe('payloads', () => {
  it('refuses to enqueue a payload its schema refuses', async () => {
    await expect(enqueue(t.db, strict.kind, { n: 1.5 }, { projectId: null })).rejects.toThrow();
    expect(await jobsOf('strict')).toEqual([]);
  });

  it('fails a stored payload that does not parse for good, with a code, without calling the handler', async () => {
    await insertJobs(t.db, [row('strict', { payload: '{"n":"one"}' }), row('strict', { payload: 'n=1' })]);
    const seen: unknown[] = [];
    const { runner } = runnerFor(t.app.jobs.context, strict, async (job) => void seen.push(job.payload));
    runner.start();
    const ended = settledCount([runner], 'strict', 2);
    runner.wake();
    expect(await ended).toEqual(['failed', 'failed']);
    await runner.close();
    expect(seen).toEqual([]);
    const [wrong, notJson] = await jobsOf('strict');
    expect(wrong).toMatchObject({ status: 'failed', attempts: 1, error_code: 'JOB_PAYLOAD_INVALID' });
    expect(wrong!.error_detail).toContain('n');
    expect(notJson).toMatchObject({
      status: 'failed',
      error_code: 'JOB_PAYLOAD_INVALID',
      error_detail: 'the stored payload is not JSON',
    });
  });
});

describe('onFailed', () => {
  const heard: { id: number; attempt: number; failure: JobFailure }[] = [];
  const outcome = z.enum(['permanent', 'transient', 'fine', 'broken-on-failed']);
  const fragile = declareJob(jobKind({ name: 'fragile', payload: z.object({ outcome }), maxAttempts: 2 }), {
    handler: async (job) => {
      if (job.payload.outcome === 'permanent') throw new PermanentJobError('GONE', 'the thing is gone');
      if (job.payload.outcome !== 'fine') throw new Error(`still ${job.payload.outcome}`);
    },
    onFailed: async (job, failure) => {
      heard.push({ id: job.id, attempt: job.attempt, failure });
      if (job.payload.outcome === 'broken-on-failed') throw new Error('onFailed itself failed');
    },
  });
  const add = (o: z.infer<typeof outcome>) =>
    enqueue(t.db, fragile.kind, { outcome: o }, { projectId: null });
  beforeAll(() => heard.splice(0));

  it('hears, once each, of a permanent failure and of a last attempt that failed; never of a success', async () => {
    const ids = [
      await add('permanent'),
      await add('transient'),
      await add('fine'),
      await add('broken-on-failed'),
    ];
    const { runner } = runnerFor(t.app.jobs.context, fragile, undefined, { backoffMs: () => 0 });
    runner.start();
    const ended = settledCount([runner], 'fragile', 6);
    runner.wake();
    await ended;
    await runner.close();
    expect(heard.sort((a, b) => a.id - b.id)).toEqual([
      { id: ids[0], attempt: 1, failure: { code: 'GONE', detail: 'the thing is gone' } },
      { id: ids[1], attempt: 2, failure: { code: 'JOB_ERROR', detail: 'still transient' } },
      { id: ids[3], attempt: 2, failure: { code: 'JOB_ERROR', detail: 'still broken-on-failed' } },
    ]);
    // A broken onFailed does not keep its job: the failure is recorded all the same.
    expect((await jobsOf('fragile')).map((j) => [j.status, j.error_code, j.attempts])).toEqual([
      ['failed', 'GONE', 1],
      ['failed', 'JOB_ERROR', 2],
      ['done', null, 1],
      ['failed', 'JOB_ERROR', 2],
    ]);
  });

  it('hears of a job whose runner died during its last attempt, from the runner that finds its lease expired', async () => {
    heard.splice(0);
    await t.db.deleteFrom('jobs').where('kind', '=', 'fragile').execute();
    const id = await add('fine');
    const leaseMs = 30_000;
    let calls = 0;
    for (const owner of ['dies-1', 'dies-2']) {
      const dying = runnerFor(t.app.jobs.context, fragile, () => (calls++, new Promise(() => undefined)), {
        owner,
        leaseMs,
      });
      dying.clock.offset = owner === 'dies-1' ? 0 : leaseMs + 1;
      dying.runner.start();
      await until(dying.runner, (e) => e.type === 'polled');
      dying.runner.abandon();
    }
    expect(calls).toBe(2);
    const next = runnerFor(t.app.jobs.context, fragile, async () => void calls++, { leaseMs });
    next.clock.offset = 2 * (leaseMs + 1);
    const ended = settledCount([next.runner], 'fragile', 1);
    next.runner.start();
    expect(await ended).toEqual(['failed']);
    await next.runner.close();
    expect(calls).toBe(2);
    const detail = 'its runner (dies-2) stopped during the last attempt';
    expect(heard).toEqual([{ id, attempt: 2, failure: { code: 'LEASE_EXPIRED', detail } }]);
    expect((await jobsOf('fragile'))[0]).toMatchObject({
      status: 'failed',
      attempts: 2,
      error_code: 'LEASE_EXPIRED',
      error_detail: detail,
    });
  });
});

describe('chores', () => {
  let runs = 0;
  const EVERY = 60_000;
  const tick = recurringJob({ name: 'test-tick', every: EVERY, handler: async () => runs++ });

  it('runs once a slot, at the slot boundary, however many instances run it', async () => {
    const [a, b] = ['instance-a', 'instance-b'].map((owner) =>
      runnerFor(t.app.jobs.context, tick, undefined, { owner }),
    ) as [ReturnType<typeof runnerFor>, ReturnType<typeof runnerFor>];
    // Both clocks in the middle of a slot, so the test never straddles a boundary.
    const mid = (Math.floor(Date.now() / EVERY) + 1) * EVERY + EVERY / 2;
    a.clock.offset = b.clock.offset = mid - Date.now();
    const boundary = mid + EVERY / 2;
    const polled = Promise.all([a, b].map(({ runner }) => until(runner, (e) => e.type === 'polled')));
    a.runner.start();
    b.runner.start();
    await polled;
    // Both enqueued the next slot: one job, not yet due.
    const jobs = await jobsOf('test-tick');
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ status: 'queued', key: `test-tick:${new Date(boundary).toISOString()}` });
    expect(Date.parse(jobs[0]!.run_at)).toBe(boundary);
    expect(runs).toBe(0);

    a.clock.offset = b.clock.offset += EVERY;
    const ran = settledCount([a.runner, b.runner], 'test-tick', 1);
    a.runner.wake();
    b.runner.wake();
    expect(await ran).toEqual(['done']);
    await Promise.all([a.runner.close(), b.runner.close()]);
    expect(runs).toBe(1);
    // The slot after is waiting, once.
    const after = await jobsOf('test-tick');
    expect(after.map((j) => [j.status, Date.parse(j.run_at) - boundary])).toEqual([
      ['done', 0],
      ['queued', EVERY],
    ]);
  });
});

describe('chores of each instance', () => {
  let runs = 0;
  const EVERY = 60_000;
  const local = recurringJob({
    name: 'test-local',
    every: EVERY,
    eachInstance: true,
    handler: async () => runs++,
  });

  it('run on every instance at each slot boundary, in process, with no job in the queue', async () => {
    const both = ['local-a', 'local-b'].map((owner) =>
      runnerFor(t.app.jobs.context, local, undefined, { owner }),
    );
    const mid = (Math.floor(Date.now() / EVERY) + 1) * EVERY + EVERY / 2;
    for (const { clock } of both) clock.offset = mid - Date.now();
    const polled = Promise.all(both.map(({ runner }) => until(runner, (e) => e.type === 'polled')));
    both.forEach(({ runner }) => runner.start());
    await polled;
    expect(runs).toBe(0); // not at the start: at the first boundary after it

    for (const { clock } of both) clock.offset += EVERY;
    const ran = settledCount(
      both.map(({ runner }) => runner),
      'test-local',
      2,
    );
    both.forEach(({ runner }) => runner.wake());
    expect(await ran).toEqual(['done', 'done']);
    // Woken again within the same slot: nothing more.
    const again = Promise.all(both.map(({ runner }) => until(runner, (e) => e.type === 'polled')));
    both.forEach(({ runner }) => runner.wake());
    await again;
    await Promise.all(both.map(({ runner }) => runner.close()));
    expect(runs).toBe(2);
    expect(await jobsOf('test-local')).toEqual([]);
  });
});

describe('the purge of finished jobs', () => {
  it('deletes done jobs past JOBS_KEEP_DONE_DAYS and failed ones past JOBS_KEEP_FAILED_DAYS, in batches; keeps the rest', async () => {
    expect([t.config.jobsKeepDoneMs, t.config.jobsKeepFailedMs]).toEqual([14 * DAY, 30 * DAY]);
    const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
    const finished = (status: 'done' | 'failed', days: number, n = 1) =>
      Array.from({ length: n }, () =>
        row('strict', { status, finished_at: ago(days), created_at: ago(days) }),
      );
    await t.db.deleteFrom('jobs').where('kind', '=', 'strict').execute();
    await insertJobs(t.db, [
      ...finished('done', 15, 1234), // more than a batch
      ...finished('done', 13),
      ...finished('failed', 31),
      ...finished('failed', 20),
      row('strict', { status: 'queued', payload: '{"n":1}', created_at: ago(40), run_at: ago(40) }),
    ]);

    // The chore, just past its next hourly slot.
    const purge = runnerFor(t.app.jobs.context, jobsPurge);
    purge.runner.start();
    await until(purge.runner, (e) => e.type === 'polled');
    const [slot] = await jobsOf('jobs-purge');
    purge.clock.offset = Date.parse(slot!.run_at) - Date.now() + 1;
    const ran = settledCount([purge.runner], 'jobs-purge', 1);
    purge.runner.wake();
    expect(await ran).toEqual(['done']);
    await purge.runner.close();

    const left = await jobsOf('strict');
    expect(left.map((j) => [j.status, Math.round((Date.now() - Date.parse(j.created_at)) / DAY)])).toEqual([
      ['done', 13],
      ['failed', 20],
      ['queued', 40],
    ]);
  });
});
