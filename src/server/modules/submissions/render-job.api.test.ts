import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePoster, makeProject } from '@server/test/fixture-rows';
import { png } from '@server/test/fixture-files';
import { posterFixture, POSTERS } from '@server/test/poster-fixtures';
import { useTestApp } from '@server/test/test-app';
import { JobRunner } from '../jobs/job-runner';
import { settledCount } from '../jobs/runner.test-kit';
import { MediaRefused, renderPosterFile } from '@server/media';
import { RENDER_JOB, renderJobHandler, RENDER_MAX_ATTEMPTS } from './render-job';
import { renderJobDeclaration } from './submissions.jobs';
import { posterUpload, presenterClient, renderJobOf, storedSubmission } from './uploads.test-kit';

// The render job under the queue's promises, with runners of the test's own (the app's runner is stopped): a
// worker killed mid-render, two instances at once, failures that end.
const t = useTestApp();
const LEASE_MS = 30_000;
let projectId: number;
beforeAll(async () => {
  await t.app.jobs.close();
  projectId = (await makeProject(t.db)).id;
});

/** Uploads a file as a new poster's presenter; answers the submission's id (its job waits for a runner). */
async function upload(content: Buffer | string, name: string, posterId?: number): Promise<number> {
  const poster = posterId ? { id: posterId } : await makePoster(t.db, projectId);
  const client = await presenterClient(t.app, poster.id, projectId);
  const res = await client.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/presenter/poster/file`,
    ...posterUpload(content, name),
  });
  expect(res.statusCode).toBe(202);
  return res.json().id as number;
}

type Render = typeof renderPosterFile;
function runner(owner: string, render: Render, { offset = 0, concurrency = 1, backoff = 0 } = {}) {
  const clock = { offset };
  const r = new JobRunner(t.app.jobs.context, {
    owner,
    leaseMs: LEASE_MS,
    pollMs: 60_000,
    clock: () => Date.now() + clock.offset,
    backoffMs: () => backoff,
  });
  r.register(renderJobDeclaration, {
    handler: renderJobHandler({ db: t.db, uploadsDir: t.config.uploadsDir, render }),
    concurrency,
  });
  r.start();
  clocks.set(r, clock);
  return r;
}
const clocks = new WeakMap<JobRunner, { offset: number }>();
const settled = (runners: JobRunner[], n: number) => settledCount(runners, RENDER_JOB, n);
/** Wakes the runner, waits until its one job ended done, and stops it. */
async function runOne(r: JobRunner): Promise<void> {
  const end = settled([r], 1);
  r.wake();
  expect(await end).toEqual(['done']);
  await r.close();
}
const never = () => new Promise<never>(() => undefined);
function signal() {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fire, fired };
}

describe('the poster-render job', () => {
  it('completes once after its worker died inside the rendering, when another runner takes it after the lease', async () => {
    const id = await upload(posterFixture(POSTERS.koreanPoster), 'ko.pdf');
    const inRender = signal();
    const ghostDone = signal();
    // Runner A dies while its handler is inside the rendering: it never returns from it, never records.
    const a = runner('runner-a', async (...args) => {
      inRender.fire();
      await renderPosterFile(...args).finally(ghostDone.fire);
      return never();
    });
    a.wake();
    await inRender.fired;
    a.abandon();
    await ghostDone.fired; // a dead process writes nothing more; this one's files are written by now

    let renders = 0;
    const b = runner('runner-b', (...args) => {
      renders++;
      return renderPosterFile(...args);
    });
    // Within the lease the job is still A's.
    const polled = new Promise<void>((resolve) => {
      const stop = b.on((e) => e.type === 'polled' && (stop(), resolve()));
    });
    b.wake();
    await polled;
    expect(await renderJobOf(t.db, id)).toMatchObject({
      status: 'running',
      lease_owner: 'runner-a',
      attempts: 1,
    });
    expect((await storedSubmission(t.db, id)).status).toBe('processing');

    clocks.get(b)!.offset = LEASE_MS + 1;
    await runOne(b);
    expect(renders).toBe(1);
    expect(await renderJobOf(t.db, id)).toMatchObject({
      status: 'done',
      attempts: 2,
      lease_owner: 'runner-b',
    });
    const stored = await storedSubmission(t.db, id);
    expect(stored).toMatchObject({ status: 'submitted', page_count: 1 });
    expect(stored.pages.map((p) => p.number)).toEqual([1]);

    // Run again (a redelivery after a crash that recorded but did not end the job): nothing changes, no render.
    await renderJobHandler({ db: t.db, uploadsDir: t.config.uploadsDir, render: () => never() })({
      id: 0,
      kind: RENDER_JOB,
      projectId,
      payload: { submissionId: id },
      key: null,
      attempt: 3,
    });
    expect(await storedSubmission(t.db, id)).toEqual(stored);
  });

  it('never renders one job twice while two instances claim at once', async () => {
    const posters = [];
    for (let i = 0; i < 6; i++) posters.push((await makePoster(t.db, projectId)).id);
    const ids = await Promise.all(posters.map((p, i) => upload(png(300 + i * 10, 420), `p${i}.png`, p)));
    const renders = new Map<string, number>();
    const counting: Render = (input, ...rest) => {
      renders.set(input, (renders.get(input) ?? 0) + 1);
      return renderPosterFile(input, ...rest);
    };
    const a = runner('instance-a', counting, { concurrency: 2 });
    const b = runner('instance-b', counting, { concurrency: 2 });
    const all = settled([a, b], ids.length);
    a.wake();
    b.wake();
    expect(await all).toEqual(ids.map(() => 'done'));
    await Promise.all([a.close(), b.close()]);
    expect(renders.size).toBe(ids.length);
    expect([...renders.values()].every((n) => n === 1)).toBe(true);
    for (const id of ids) {
      expect(await renderJobOf(t.db, id)).toMatchObject({ status: 'done', attempts: 1 });
      const stored = await storedSubmission(t.db, id);
      expect(stored).toMatchObject({ status: 'submitted', page_count: 1 });
      expect(stored.pages).toHaveLength(1);
    }
  });

  it("refuses a poster's new file while its newest is still processing (409), and takes it once rendered", async () => {
    const poster = await makePoster(t.db, projectId);
    const id = await upload(png(200, 280), 'first.png', poster.id);
    const client = await presenterClient(t.app, poster.id, projectId);
    const again = await client.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/presenter/poster/file`,
      ...posterUpload(png(210, 290), 'second.png'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SUBMISSION_PROCESSING');
    const rows = () =>
      t.db.selectFrom('submissions').select('id').where('poster_id', '=', poster.id).execute();
    expect(await rows()).toEqual([{ id }]);
    const left = [path.join(t.config.dataDir, 'incoming'), path.join(t.config.uploadsDir, '.incoming')];
    expect(left.flatMap((d) => (fs.existsSync(d) ? fs.readdirSync(d) : []))).toEqual([]);

    await runOne(runner('one-by-one', renderPosterFile));
    expect((await storedSubmission(t.db, id)).status).toBe('submitted');
    const second = await upload(png(210, 290), 'second.png', poster.id);
    expect(await rows()).toHaveLength(2);
    await runOne(runner('one-by-one', renderPosterFile));
    expect((await storedSubmission(t.db, second)).status).toBe('submitted');
  });

  it('tries a passing failure again, and fails the submission with RENDER_FAILED on its last attempt', async () => {
    const id = await upload(png(200, 280), 'flaky.png');
    let calls = 0;
    const r = runner('flaky', async () => {
      calls++;
      throw new Error('the disk is full');
    });
    const ends = settled([r], RENDER_MAX_ATTEMPTS);
    r.wake();
    expect(await ends).toEqual([...Array(RENDER_MAX_ATTEMPTS - 1).fill('queued'), 'done']);
    await r.close();
    expect(calls).toBe(RENDER_MAX_ATTEMPTS);
    expect(await renderJobOf(t.db, id)).toMatchObject({ status: 'done', attempts: RENDER_MAX_ATTEMPTS });
    const stored = await storedSubmission(t.db, id);
    expect(stored).toMatchObject({
      status: 'failed',
      error_code: 'RENDER_FAILED',
      error_detail: 'the disk is full',
    });
    expect(stored.processed_at).not.toBeNull();
  });

  it('fails a submission whose preflight finds an error, keeping its pages and checks', async () => {
    const id = await upload(png(200, 280), 'wrong-shape.png');
    const r = runner('preflight', async (...args) => {
      const result = await renderPosterFile(...args);
      return {
        ...result,
        preflight: [{ code: 'FORMAT_MISMATCH', level: 'error', params: { expected: 'a0-portrait' } }],
      };
    });
    await runOne(r);
    const stored = await storedSubmission(t.db, id);
    expect(stored).toMatchObject({ status: 'failed', error_code: 'FORMAT_MISMATCH', page_count: 1 });
    expect(JSON.parse(stored.preflight!)).toEqual([
      { code: 'FORMAT_MISMATCH', level: 'error', params: { expected: 'a0-portrait' } },
    ]);
  });

  it('records a refusal and checks whose words hold NUL characters, without them (PostgreSQL refuses NUL)', async () => {
    const refused = await upload(png(200, 280), 'nul-refused.png');
    const r = runner('nul', async () => {
      throw new MediaRefused('PDF_UNREADABLE', 'pdfinfo cannot read the file: bad\u0000object');
    });
    await runOne(r);
    expect(await storedSubmission(t.db, refused)).toMatchObject({
      status: 'failed',
      error_code: 'PDF_UNREADABLE',
      error_detail: 'pdfinfo cannot read the file: badobject',
    });

    const checked = await upload(png(200, 280), 'nul-checked.png');
    const c = runner('nul-checks', async (...args) => {
      const result = await renderPosterFile(...args);
      return {
        ...result,
        text: 'a\u0000b',
        preflight: [{ code: 'FONT_NOT_EMBEDDED', level: 'warning', params: { fonts: ['Ari\u0000al'] } }],
      };
    });
    await runOne(c);
    const stored = await storedSubmission(t.db, checked);
    expect(stored).toMatchObject({ status: 'submitted', text: 'ab' });
    expect(JSON.parse(stored.preflight!)).toEqual([
      { code: 'FONT_NOT_EMBEDDED', level: 'warning', params: { fonts: ['Arial'] } },
    ]);
  });

  it('ends done with nothing to do when the submission is gone', async () => {
    const id = await upload(png(200, 280), 'gone.png');
    await t.db.deleteFrom('submissions').where('id', '=', id).execute();
    let calls = 0;
    const r = runner('gone', (...args) => (calls++, renderPosterFile(...args)));
    await runOne(r);
    expect(calls).toBe(0);
  });

  it('fails the submission when its worker died during every attempt (the queue gives up without the handler)', async () => {
    const id = await upload(png(200, 280), 'killer.png');
    for (let attempt = 1; attempt <= RENDER_MAX_ATTEMPTS; attempt++) {
      const inRender = signal();
      const r = runner(`killed-${attempt}`, () => (inRender.fire(), never()), {
        offset: (attempt - 1) * (LEASE_MS + 1),
      });
      r.wake();
      await inRender.fired;
      r.abandon();
    }
    const last = runner('after', () => never(), { offset: RENDER_MAX_ATTEMPTS * (LEASE_MS + 1) });
    const polled = new Promise<void>((resolve) => {
      const stop = last.on((e) => e.type === 'polled' && (stop(), resolve()));
    });
    last.wake();
    await polled;
    await last.close();
    expect(await renderJobOf(t.db, id)).toMatchObject({ status: 'failed', error_code: 'LEASE_EXPIRED' });
    // The kind's onFailed, called by the runner that found the last attempt's lease expired.
    expect(await storedSubmission(t.db, id)).toMatchObject({
      status: 'failed',
      error_code: 'RENDER_FAILED',
      error_detail: 'rendering stopped its worker on every attempt',
    });
  });
});
