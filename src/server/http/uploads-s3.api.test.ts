// The server on an S3 bucket (STORAGE_URL) of a server this file starts: what is uploaded lands in the bucket, the
// jobs make their sizes, tiles and plans there, and `/uploads/` streams them back with the folder's rules and
// headers.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PosterImage } from '@shared/contracts/posters';
import type { Config } from '../config';
import { mediaStorage, S3Storage } from '../media';
import { startTestS3, type TestS3 } from '../media/s3-server.test-kit';
import * as fx from '@server/test/fixture-rows';
import { makePoster } from '@server/test/fixture-rows';
import { png, sizeOf, testImage } from '@server/test/fixture-files';
import { multipart } from '@server/proof/upload-files.test-kit';
import { posterFixture, POSTERS } from '@server/test/poster-fixtures';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { anonymous, createTestApp } from '@server/test/test-app';
import { form } from '../modules/imports/import-files.test-kit';
import { posterUpload, presenterClient, storedSubmission } from '../modules/submissions/uploads.test-kit';

let s3: TestS3;
const config: Partial<Config> = { maxPosterBytes: 1.5 * 1024 * 1024 };
beforeAll(async () => {
  s3 = await startTestS3();
  config.storageUrl = s3.storageUrl();
});
afterAll(async () => {
  await s3?.stop();
});
const w = useProjectAdminWorld({ config });

const storage = () => mediaStorage(w.t.config.uploadsDir) as S3Storage;
const get = (url: string, headers: Record<string, string> = {}) =>
  anonymous(w.t.app).inject({ method: 'GET', url, headers });
/** Files in the uploads folder on this machine: none, the bucket holds them (staging is left empty). */
const localFiles = () =>
  (fs.readdirSync(w.t.config.uploadsDir, { recursive: true }) as string[]).filter((f) =>
    fs.statSync(path.join(w.t.config.uploadsDir, f)).isFile(),
  );

describe('media on an S3 bucket', () => {
  it('opens the bucket that STORAGE_URL names, and readiness says it is reached', async () => {
    expect(storage()).toBeInstanceOf(S3Storage);
    expect(storage().settings.bucket).toBe(s3.bucket);
    const ready = await anonymous(w.t.app).inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().storage).toEqual({ kind: 'bucket', reachable: true });
  });

  it('says a bucket it cannot reach in readiness, and stays ready: judging goes on without the files', async () => {
    // A port nothing listens on (the test's own S3 server, stopped).
    const gone = await startTestS3();
    const url = gone.storageUrl();
    await gone.stop();
    const t = await createTestApp({ storageUrl: url });
    try {
      const ready = await anonymous(t.app).inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({
        status: 'ready',
        checks: { database: true, jobs: true },
        storage: { kind: 'bucket', reachable: false },
      });
    } finally {
      await t.close();
    }
  });

  it("keeps a poster's uploaded image and its WebP sizes in the bucket and serves them as the folder does", async () => {
    const p = await makePoster(w.t.db, w.projectId);
    const res = await w.projectAdmin.inject({
      method: 'POST',
      url: `/api/projects/${w.projectId}/posters/${p.id}/images`,
      payload: form([
        { name: 'wide.jpg', data: await testImage({ width: 3200, height: 2000, format: 'jpeg' }) },
      ]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [image] = res.json().images as PosterImage[];
    const sizes = [];
    for (const site of [image!.thumb_url, image!.medium_url, image!.screen_url]) {
      const served = await get(site);
      expect(served.statusCode, site).toBe(200);
      expect(served.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'accept-ranges': 'bytes',
        'content-length': String(served.rawPayload.length),
      });
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.headers['last-modified']).toBeTruthy();
      const { width, height, format } = await sizeOf(served.rawPayload);
      sizes.push(`${width}x${height} ${format}`);
      expect(await storage().has(site.slice('/uploads/'.length))).toBe(true);
    }
    expect(sizes).toEqual(['400x250 webp', '800x500 webp', '1600x1000 webp']);

    // The original as uploaded is served too; a client that has it is answered 304, a range 206.
    const original = await get(image!.url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    const etag = String(original.headers.etag);
    expect((await get(image!.url, { 'if-none-match': etag })).statusCode).toBe(304);
    const part = await get(image!.url, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${original.rawPayload.length}`);
    expect(part.rawPayload.equals(original.rawPayload.subarray(0, 10))).toBe(true);
    expect((await get(image!.url, { range: 'bytes=99999999-' })).statusCode).toBe(416);
    const head = await anonymous(w.t.app).inject({ method: 'HEAD', url: image!.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(original.rawPayload.length),
      etag,
    });
    expect(head.rawPayload.length).toBe(0);
    expect(localFiles()).toEqual([]);

    // The organiser's edit keeps the uploaded image by its path, found in the bucket; a path it lacks is refused.
    const edit = (image_urls: string[]) =>
      w.projectAdmin.inject({
        method: 'PUT',
        url: w.withAdmin(`/api/projects/${w.projectId}/posters/${p.id}`),
        payload: { image_urls },
      });
    const kept = await edit(['https://x.example/1.png', image!.url]);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().image_urls).toEqual(['https://x.example/1.png', image!.url]);
    const missing = await edit([`/uploads/${w.projectId}/posters/${p.id}/none.png`]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'INVALID_FORMAT', field: 'image_urls.0' });
    expect(missing.json().detail).toContain('was not found');
  });

  it("renders a presenter's PDF from the bucket into tiles kept there, served; the original never", async () => {
    const poster = await makePoster(w.t.db, w.projectId);
    const client = await presenterClient(w.t.app, poster.id, w.projectId);
    const file = posterFixture(POSTERS.koreanPoster);
    const res = await client.inject({
      method: 'POST',
      url: `/api/projects/${w.projectId}/presenter/poster/file`,
      ...posterUpload(file, '포스터.pdf'),
    });
    expect(res.statusCode, res.body).toBe(202);
    await w.t.app.jobs.idle('poster-render');
    const stored = await storedSubmission(w.t.db, res.json().id);
    expect(stored).toMatchObject({ status: 'submitted', page_count: 1, error_code: null });
    const [page] = stored.pages;

    const original = await storage().get(`.originals/${stored.folder}/original.pdf`);
    expect(original?.equals(fs.readFileSync(file))).toBe(true);
    const dzi = await get(`/uploads/${stored.folder}/page-1.dzi`);
    expect(dzi.statusCode).toBe(200);
    expect(dzi.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(dzi.body).toContain(`Width="${page!.width}"`);
    const tile = await get(`/uploads/${stored.folder}/page-1_files/0/0_0.jpeg`);
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/jpeg');
    expect((await sizeOf(tile.rawPayload)).format).toBe('jpeg');
    const big = await get(`/uploads/${stored.folder}/page-1-1600.webp`);
    const bigSize = await sizeOf(big.rawPayload);
    expect(Math.max(bigSize.width, bigSize.height)).toBe(1600);

    for (const url of [
      `/uploads/.originals/${stored.folder}/original.pdf`,
      `/uploads/${stored.folder}/../../../../.originals/${stored.folder}/original.pdf`,
      `/uploads/${stored.folder}/%2e%2e/original.pdf`,
      `/uploads/%2eoriginals/${stored.folder}/original.pdf`,
      `/uploads/${stored.folder}/page-9.dzi`,
    ])
      expect((await get(url)).statusCode, url).toBe(404);
    expect(localFiles()).toEqual([]);
  });

  it("keeps the hall's plan in the bucket, serves it, and removes the one it replaces", async () => {
    const url = w.withAdmin(`/api/projects/${w.projectId}/hall-map/plan`);
    const put = (content: Buffer) =>
      w.projectAdmin.inject({ method: 'PUT', url, ...multipart({ filename: 'plan.png', content }) });
    const first = await put(png(1200, 800));
    expect(first.statusCode, first.body).toBe(200);
    const plan = first.json().plan as { url: string; width: number; height: number };
    const served = await get(plan.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sizeOf(served.rawPayload)).toMatchObject({ width: plan.width, height: plan.height });
    expect(await storage().has(plan.url.slice('/uploads/'.length))).toBe(true);

    const second = await put(png(900, 600, [200, 30, 30]));
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().plan.url).not.toBe(plan.url);
    expect((await get(second.json().plan.url)).statusCode).toBe(200);
    expect((await get(plan.url)).statusCode).toBe(404);
    expect(localFiles()).toEqual([]);
  });

  it('builds the abstract book into the bucket and downloads it from there', async () => {
    await makePoster(w.t.db, w.projectId, { title: '버킷에 담긴 초록집' });
    const build = await w.projectAdmin.inject({
      method: 'POST',
      url: w.withAdmin(`/api/projects/${w.projectId}/abstract-book`),
      payload: {},
    });
    expect(build.statusCode, build.body).toBe(202);
    await w.t.app.jobs.idle('abstract-book');
    const books = await storage().list(`.books/${w.projectId}/`);
    expect(books.map((f) => f.key.split('.').at(-1)).sort()).toEqual(['pdf', 'xlsx']);
    const pdf = await w.projectAdmin.inject({
      url: w.withAdmin(`/api/projects/${w.projectId}/abstract-book.pdf`),
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const stored = await storage().get(books.find((f) => f.key.endsWith('.pdf'))!.key);
    expect(pdf.rawPayload.equals(stored!)).toBe(true);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(localFiles()).toEqual([]);
  });

  it("removes a deleted project's files from the bucket, and keeps the other projects'", async () => {
    const gone = await fx.makeProject(w.t.db);
    const keys = [
      `${gone.id}/posters/1/a.png`,
      `.originals/${gone.id}/posters/1/submissions/x/original.pdf`,
      `.books/${gone.id}/1-abc.pdf`,
    ];
    const kept = `${w.projectId}/posters/1/kept.png`;
    for (const key of [...keys, kept]) await storage().put(key, Buffer.from('x'));
    const res = await w.superAdmin.inject({
      method: 'DELETE',
      url: `/api/super-admin/projects/${gone.id}?confirm=${encodeURIComponent(gone.name)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const key of keys) expect(await storage().has(key), key).toBe(false);
    expect(await storage().has(kept)).toBe(true);
  });
});
