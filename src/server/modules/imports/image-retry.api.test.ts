import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageFetch } from '@shared/contracts/imports';
import type { PosterImage } from '@shared/contracts/posters';
import { png, sizeOf } from '@server/test/fixture-files';
import { useProjectAdminWorld, type ProjectAdminWorld } from '@server/test/project-admin-world';
import { runnerFor, settledCount } from '../jobs/runner.test-kit';
import { IMAGE_FETCH_ATTEMPTS, IMAGE_FETCH_JOB, imageFetchBackoff } from './image-fetch-job';
import { imageFetchJobDeclaration } from './imports.jobs';
import { upload, workbook } from './import-files.test-kit';

/**
 * A local host standing in for the sites a sheet names: `/a.png` and `/b.png` answer; `/flaky.png` fails twice
 * (the second failure held until the test lets it go) and then answers; `/down.png` fails while `down` is set;
 * `/page.png` is no image.
 */
let server: http.Server;
let base = '';
const picture = png(300, 420, [200, 40, 40]);
const counts = new Map<string, number>();
let down = true;
let release: () => void = () => {};
const heldGate = new Promise<void>((resolve) => (release = resolve));
let secondFlaky: () => void = () => {};
const secondFlakyArrived = new Promise<void>((resolve) => (secondFlaky = resolve));
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const route = (req.url ?? '').split('?')[0]!;
    const n = (counts.get(route) ?? 0) + 1;
    counts.set(route, n);
    const answer = () => res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    const fail = () => res.writeHead(503).end('busy');
    if (route === '/a.png' || route === '/b.png') return answer();
    if (route === '/page.png') return res.writeHead(200).end('<html>no picture</html>');
    if (route === '/flaky.png') {
      if (n === 1) return fail();
      if (n === 2) {
        secondFlaky();
        return void heldGate.then(fail);
      }
      return answer();
    }
    if (route === '/down.png') return down ? fail() : answer();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  release();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const sheet = (rows: [string, string[]][]) =>
  workbook([['title', 'author', 'image_urls'], ...rows.map(([t, urls]) => [t, 'Kim', urls.join(';')])]);

async function importSheet(w: ProjectAdminWorld, rows: [string, string[]][], dryRun = false) {
  const res = await upload(
    w.projectAdmin,
    `/api/projects/${w.projectId}/posters/upload-excel${dryRun ? '?dry_run=true' : ''}`,
    'posters.xlsx',
    sheet(rows),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function listOf(w: ProjectAdminWorld): Promise<ImageFetch[]> {
  const res = await w.projectAdmin.inject({ url: `/api/projects/${w.projectId}/image-fetches` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

/** The posters as a participant sees them (the same images judges and screens get). */
async function postersSeen(w: ProjectAdminWorld) {
  const res = await w.participantClient.inject({ url: `/api/projects/${w.projectId}/posters` });
  return res.json() as { id: number; title: string; image_urls: string[]; images: PosterImage[] }[];
}

const jobsOfKind = (w: ProjectAdminWorld) =>
  w.t.db.selectFrom('jobs').selectAll().where('kind', '=', IMAGE_FETCH_JOB).orderBy('id').execute();

async function settle(w: ProjectAdminWorld) {
  await w.t.app.jobs.idle(IMAGE_FETCH_JOB);
  await w.t.app.images.idle();
}

describe('image URLs fetched again by the queue (no wait between tries)', () => {
  const w = useProjectAdminWorld({ config: { imageFetchAllowPrivateForTests: true, imageFetchRetryMs: 0 } });

  it('keeps a URL that fails, tries it again with the job, and puts the image in its place when it answers', async () => {
    const body = await importSheet(w, [['Flaky', [`${base}/a.png`, `${base}/flaky.png`, `${base}/b.png`]]]);
    expect(body.warning_rows).toEqual([
      {
        row: 2,
        code: 'IMAGE_FETCH_PENDING',
        column: 'image_urls',
        params: { url: `${base}/flaky.png` },
        reason: `image "${base}/flaky.png" could not be fetched yet (the server answered 503); it is kept and will be tried again`,
      },
    ]);
    expect(body.details).toMatchObject({ images_uploaded: 2, posters_with_images: 1 });

    // The job's first try is held by the host: the entry is pending, listed, and nobody but the organiser sees it.
    await secondFlakyArrived;
    const [poster] = await postersSeen(w);
    expect(poster!.images.map((i) => i.url)).toHaveLength(2);
    expect(poster!.image_urls.some((u) => u.includes('flaky'))).toBe(false);
    expect(await listOf(w)).toMatchObject([
      {
        poster_id: poster!.id,
        poster_title: 'Flaky',
        source_url: `${base}/flaky.png`,
        position: 1,
        status: 'pending',
        attempts: 1,
        error: 'the server answered 503',
        why: { code: 'HTTP_STATUS', params: { status: 503 } },
      },
    ]);
    const onePoster = await w.projectAdmin.inject({
      url: `/api/projects/${w.projectId}/image-fetches?poster_id=${poster!.id}`,
    });
    expect(onePoster.json().items).toHaveLength(1);

    release();
    await settle(w);
    // Tried by the import, failed once more by the job (and put back with its backoff), then fetched.
    expect(counts.get('/flaky.png')).toBe(3);
    const jobs = await jobsOfKind(w);
    expect(jobs.map((j) => [j.status, j.attempts, j.error_detail])).toEqual([
      ['done', 2, 'the server answered 503'],
    ]);
    expect(await listOf(w)).toEqual([]);
    const [after] = await postersSeen(w);
    expect(after!.images).toHaveLength(3);
    const stored = await w.t.db
      .selectFrom('poster_images')
      .select(['source_url', 'hash', 'derived_at', 'width', 'height'])
      .where('poster_id', '=', poster!.id)
      .orderBy('position')
      .execute();
    // In the sheet's order, stored and derived like the others.
    expect(stored.map((r) => r.source_url)).toEqual([`${base}/a.png`, `${base}/flaky.png`, `${base}/b.png`]);
    expect(stored.every((r) => r.hash && r.derived_at && r.width === 300 && r.height === 420)).toBe(true);
    const middle = after!.images[1]!;
    expect(middle.url).toMatch(new RegExp(`^/uploads/${w.projectId}/images/[0-9a-f]{24}\\.png$`));
    const thumb = await w.t.app.inject({ url: middle.thumb_url });
    expect(thumb.statusCode).toBe(200);
    expect((await sizeOf(thumb.rawPayload)).format).toBe('webp');
  });

  it('ends failed after its tries, stays listed, and the retry fetches it once the host answers', async () => {
    await importSheet(w, [['Down', [`${base}/down.png`]]]);
    await settle(w);
    const [entry] = await listOf(w);
    expect(entry).toMatchObject({
      poster_title: 'Down',
      status: 'failed',
      attempts: 1 + IMAGE_FETCH_ATTEMPTS,
      error: 'the server answered 503',
      why: { code: 'HTTP_STATUS', params: { status: 503 } },
      next_try_at: null,
    });
    expect(counts.get('/down.png')).toBe(1 + IMAGE_FETCH_ATTEMPTS);
    const poster = (await postersSeen(w)).find((p) => p.title === 'Down')!;
    expect(poster.images).toEqual([]);

    down = false;
    const res = await w.projectAdmin.inject({
      method: 'POST',
      url: `/api/projects/${w.projectId}/image-fetches/${entry!.id}/retry`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: entry!.id, status: 'pending' });
    await settle(w);
    expect(await listOf(w)).toEqual([]);
    const fetched = (await postersSeen(w)).find((p) => p.title === 'Down')!;
    expect(fetched.images).toHaveLength(1);
    expect(fetched.images[0]!.thumb_url).toMatch(/-400\.webp$/);
  });

  it('fails at once what is no image (kept as failed, no job), and retry all queues every entry', async () => {
    const before = (await jobsOfKind(w)).length;
    const body = await importSheet(w, [['Page', [`${base}/page.png`]]]);
    expect(body.warning_rows[0]).toMatchObject({ code: 'IMAGE_FETCH_FAILED' });
    expect(await jobsOfKind(w)).toHaveLength(before);
    expect(await listOf(w)).toMatchObject([
      { status: 'failed', attempts: 1, error: 'it is not an image', why: { code: 'NOT_AN_IMAGE' } },
    ]);

    const res = await w.projectAdmin.inject({
      method: 'POST',
      url: `/api/projects/${w.projectId}/image-fetches/retry`,
    });
    expect(res.json()).toEqual({ queued: 1 });
    await settle(w);
    // Still no image: failed again at once (a permanent failure), with one more try counted.
    expect(await listOf(w)).toMatchObject([
      { status: 'failed', attempts: 2, error: 'it is not an image', why: { code: 'NOT_AN_IMAGE' } },
    ]);
    expect((await jobsOfKind(w)).at(-1)).toMatchObject({ status: 'failed', error_code: 'IMAGE_NOT_FETCHED' });

    // Deleting the poster takes its entries with it.
    const [entry] = await listOf(w);
    const gone = await w.projectAdmin.inject({
      method: 'DELETE',
      url: `/api/projects/${w.projectId}/posters/${entry!.poster_id}`,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await listOf(w)).toEqual([]);
    expect(await w.t.db.selectFrom('image_fetches').selectAll().execute()).toEqual([]);
  });

  it('answers 404 for an entry it does not have and 400 for an id that is not one', async () => {
    const missing = await w.projectAdmin.inject({
      method: 'POST',
      url: `/api/projects/${w.projectId}/image-fetches/999999/retry`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    const bad = await w.projectAdmin.inject({
      method: 'POST',
      url: `/api/projects/${w.projectId}/image-fetches/abc/retry`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('detail');
  });
});

describe('image URLs waiting out their backoff', () => {
  const w = useProjectAdminWorld({ config: { imageFetchAllowPrivateForTests: true } });

  it('waits a minute before the first try, and a re-import of the same sheet adds no second entry', async () => {
    down = true;
    const rows: [string, string[]][] = [['Waiting', [`${base}/a.png`, `${base}/down.png`]]];
    const started = Date.now();
    await importSheet(w, rows);
    const [entry] = await listOf(w);
    expect(entry).toMatchObject({ status: 'pending', attempts: 1, position: 1 });
    const wait = Date.parse(entry!.next_try_at!) - started;
    expect(wait).toBeGreaterThanOrEqual(60_000);
    expect(wait).toBeLessThan(120_000);
    const [job] = await jobsOfKind(w);
    expect(job).toMatchObject({ status: 'queued', attempts: 0, run_at: entry!.next_try_at });

    const seen = counts.get('/down.png');
    const preview = await importSheet(w, rows, true);
    expect(preview.counts).toMatchObject({ new: 0, changed: 0, unchanged: 1 });
    const again = await importSheet(w, rows);
    expect(again.counts).toMatchObject({ new: 0, changed: 0, unchanged: 1 });
    expect(again.warning_rows).toMatchObject([{ code: 'IMAGE_FETCH_PENDING' }]);
    expect(counts.get('/down.png')).toBe(seen);
    expect(await listOf(w)).toEqual([entry]);
    expect(await jobsOfKind(w)).toHaveLength(1);

    // The sheet drops the URL: the entry goes with it.
    await importSheet(w, [['Waiting', [`${base}/a.png`]]]);
    expect(await listOf(w)).toEqual([]);
  });

  it("tries a URL that stays down 1, 2 and 4 minutes after the import's try, the job's first and its second", async () => {
    down = true;
    // Answered as /down.png is (503 while `down`), but an entry of its own.
    const url = `${base}/down.png?schedule`;
    const imported = Date.now();
    await importSheet(w, [['Schedule', [`${base}/a.png`, url]]]);
    const entryOf = async () => (await listOf(w)).find((e) => e.source_url === url)!;
    const jobOf = async () => (await jobsOfKind(w)).find((j) => j.key === jobKey)!;
    let entry = await entryOf();
    const jobKey = (
      await w.t.db
        .selectFrom('image_fetches')
        .select('job_key')
        .where('id', '=', entry.id)
        .executeTakeFirstOrThrow()
    ).job_key;
    // What the organiser reads (the entry's next try) and when the queue runs it, each the wait after a try.
    const shown = [Date.parse(entry.next_try_at!) - imported];
    const queued = [Date.parse((await jobOf()).run_at) - imported];
    // A runner of the test's own whose clock it moves past each wait (the app's runner keeps the real clock).
    const { runner, clock } = runnerFor(w.t.app.jobs.context, imageFetchJobDeclaration);
    runner.start();
    for (const tries of [2, 3]) {
      clock.offset = Date.parse((await jobOf()).run_at) - Date.now() + 1000;
      // Jobs of earlier tests' entries (gone since) may be due too: they end doing nothing.
      for (let run = 0; run < 5 && entry.attempts < tries; run++) {
        const ended = settledCount([runner], IMAGE_FETCH_JOB, 1);
        runner.wake();
        await ended;
        entry = await entryOf();
      }
      expect(entry).toMatchObject({ status: 'pending', attempts: tries });
      shown.push(Date.parse(entry.next_try_at!) - Date.now());
      queued.push(Date.parse((await jobOf()).run_at) - (Date.now() + clock.offset));
    }
    await runner.close();
    expect(shown.map((ms) => Math.round(ms / 60_000))).toEqual([1, 2, 4]);
    expect(queued.map((ms) => Math.round(ms / 60_000))).toEqual([1, 2, 4]);
    await importSheet(w, [['Schedule', [`${base}/a.png`]]]);
  });

  it('doubles the wait after each try, at most two hours', () => {
    const wait = imageFetchBackoff(60_000);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => wait(n) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 64, 120]);
  });
});
