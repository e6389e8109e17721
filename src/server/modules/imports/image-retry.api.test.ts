import { describe, expect, it } from 'vitest';
import { sizeOf } from '@server/test/fixture-files';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { IMAGE_FETCH_ATTEMPTS } from './image-fetch-job';

import { importSheet, jobsOfKind, listOf, postersSeen, settle, useRetryHost } from './image-retry.test-kit';

const host = useRetryHost();

describe('image URLs fetched again by the queue (no wait between tries)', () => {
  const w = useProjectAdminWorld({ config: { imageFetchAllowPrivateForTests: true, imageFetchRetryMs: 0 } });

  it('keeps a URL that fails, tries it again with the job, and puts the image in its place when it answers', async () => {
    const body = await importSheet(w, [
      ['Flaky', [`${host.base}/a.png`, `${host.base}/flaky.png`, `${host.base}/b.png`]],
    ]);
    expect(body.warning_rows).toEqual([
      {
        row: 2,
        code: 'IMAGE_FETCH_PENDING',
        column: 'image_urls',
        params: { url: `${host.base}/flaky.png` },
        reason: `image "${host.base}/flaky.png" could not be fetched yet (the server answered 503); it is kept and will be tried again`,
      },
    ]);
    expect(body.details).toMatchObject({ images_uploaded: 2, posters_with_images: 1 });

    // The job's first try is held by the host: the entry is pending, listed, and nobody but the organiser sees it.
    await host.secondFlakyArrived;
    const [poster] = await postersSeen(w);
    expect(poster!.images.map((i) => i.url)).toHaveLength(2);
    expect(poster!.image_urls.some((u) => u.includes('flaky'))).toBe(false);
    expect(await listOf(w)).toMatchObject([
      {
        poster_id: poster!.id,
        poster_title: 'Flaky',
        source_url: `${host.base}/flaky.png`,
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

    host.release();
    await settle(w);
    // Tried by the import, failed once more by the job (and put back with its backoff), then fetched.
    expect(host.counts.get('/flaky.png')).toBe(3);
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
    expect(stored.map((r) => r.source_url)).toEqual([
      `${host.base}/a.png`,
      `${host.base}/flaky.png`,
      `${host.base}/b.png`,
    ]);
    expect(stored.every((r) => r.hash && r.derived_at && r.width === 300 && r.height === 420)).toBe(true);
    const middle = after!.images[1]!;
    expect(middle.url).toMatch(new RegExp(`^/uploads/${w.projectId}/images/[0-9a-f]{24}\\.png$`));
    const thumb = await w.t.app.inject({ url: middle.thumb_url });
    expect(thumb.statusCode).toBe(200);
    expect((await sizeOf(thumb.rawPayload)).format).toBe('webp');
  });

  it('ends failed after its tries, stays listed, and the retry fetches it once the host answers', async () => {
    await importSheet(w, [['Down', [`${host.base}/down.png`]]]);
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
    expect(host.counts.get('/down.png')).toBe(1 + IMAGE_FETCH_ATTEMPTS);
    const poster = (await postersSeen(w)).find((p) => p.title === 'Down')!;
    expect(poster.images).toEqual([]);

    host.down = false;
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
    const body = await importSheet(w, [['Page', [`${host.base}/page.png`]]]);
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
