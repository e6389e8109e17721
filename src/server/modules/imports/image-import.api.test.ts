import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PosterImage } from '@shared/contracts/posters';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { sizeOf, testImage } from '@server/test/fixture-files';
import { fetchImageBytes, isPublicAddress, type FetchOptions } from './image-fetch';
import { upload, workbook } from './import-files.test-kit';

/**
 * A local HTTP server standing in for the sites a spreadsheet names. Only the app made with the test setting
 * IMAGE_FETCH_ALLOW_PRIVATE_FOR_TESTS may reach it; the default app must refuse it.
 */
let server: http.Server;
let base = '';
let requests: string[] = [];
let portrait: Buffer;
beforeAll(async () => {
  portrait = await testImage({ width: 1200, height: 3000, format: 'jpeg' });
  server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const route = req.url ?? '';
    if (route === '/poster.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(portrait);
    else if (route === '/page.png')
      res.writeHead(200, { 'content-type': 'image/png' }).end('<html>not a picture</html>');
    else if (route === '/moved') res.writeHead(302, { location: '/poster.jpg' }).end();
    else if (route === '/to-metadata')
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    else if (route === '/loop') res.writeHead(302, { location: '/loop' }).end();
    else if (route === '/huge')
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(300_000));
    else if (route === '/silent')
      return; // never answers
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const sheet = (urls: string[]) =>
  workbook([['title', 'author', 'image_urls'], ...urls.map((u, i) => [`Poster ${i + 1}`, 'Kim', u])]);

async function importSheet(w: ReturnType<typeof useProjectAdminWorld>, urls: string[]) {
  await w.t.db.deleteFrom('posters').where('project_id', '=', w.projectId).execute();
  const res = await upload(
    w.projectAdmin,
    `/api/projects/${w.projectId}/posters/upload-excel`,
    'posters.xlsx',
    sheet(urls),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function postersOf(w: ReturnType<typeof useProjectAdminWorld>) {
  const res = await w.participantClient.inject({ url: `/api/projects/${w.projectId}/posters` });
  return res.json() as { title: string; image_urls: string[]; images: PosterImage[] }[];
}

describe('images named by URL, as the server is set up by default', () => {
  const w = useProjectAdminWorld();

  it('refuses private, loopback, link-local and IPv4-mapped addresses and unknown hosts: row warnings, no image shown', async () => {
    const port = new URL(base).port;
    requests = [];
    const body = await importSheet(w, [
      `${base}/poster.jpg`,
      `http://localhost:${port}/poster.jpg`,
      `http://[::ffff:127.0.0.1]:${port}/poster.jpg`,
      'http://169.254.169.254/latest/meta-data/',
      `http://10.1.2.3:${port}/poster.jpg`,
      `http://[::1]:${port}/poster.jpg`,
      'https://images.example.invalid/poster.jpg',
    ]);
    expect(body.counts).toMatchObject({ new: 7, errors: 0 });
    expect(body.details).toMatchObject({ images_uploaded: 0, posters_with_images: 0 });
    // Refused addresses fail for good (kept as failed); the unknown host is tried again. The reason says why.
    expect(body.warning_rows.map((w: { code: string }) => w.code)).toEqual([
      ...Array<string>(6).fill('IMAGE_FETCH_FAILED'),
      'IMAGE_FETCH_PENDING',
    ]);
    expect(body.warning_rows).toMatchObject([
      {
        row: 2,
        reason: `image "${base}/poster.jpg" could not be fetched (127.0.0.1 is a private or local address, which is not fetched); it is kept as failed and can be retried from the posters page`,
      },
      {
        row: 3,
        reason: expect.stringMatching(
          new RegExp(
            `^image "http://localhost:${port}/poster.jpg" could not be fetched \\(localhost is a private or local address \\((127.0.0.1|::1)\\), which is not fetched\\); it is kept as failed and can be retried from the posters page$`,
          ),
        ),
      },
      {
        row: 4,
        reason: `image "http://[::ffff:127.0.0.1]:${port}/poster.jpg" could not be fetched (::ffff:7f00:1 is a private or local address, which is not fetched); it is kept as failed and can be retried from the posters page`,
      },
      {
        row: 5,
        reason:
          'image "http://169.254.169.254/latest/meta-data/" could not be fetched (169.254.169.254 is a private or local address, which is not fetched); it is kept as failed and can be retried from the posters page',
      },
      {
        row: 6,
        reason: `image "http://10.1.2.3:${port}/poster.jpg" could not be fetched (10.1.2.3 is a private or local address, which is not fetched); it is kept as failed and can be retried from the posters page`,
      },
      {
        row: 7,
        reason: `image "http://[::1]:${port}/poster.jpg" could not be fetched (::1 is a private or local address, which is not fetched); it is kept as failed and can be retried from the posters page`,
      },
      {
        row: 8,
        reason:
          'image "https://images.example.invalid/poster.jpg" could not be fetched yet (the host was not found); it is kept and will be tried again',
      },
    ]);
    // Nothing reached the local server, nothing was stored, and the posters show no image.
    expect(requests).toEqual([]);
    expect(fs.existsSync(path.join(w.t.config.uploadsDir, `${w.projectId}/images`))).toBe(false);
    expect((await postersOf(w)).map((p) => p.images)).toEqual([[], [], [], [], [], [], []]);
  });

  it('a dry run fetches nothing and reports the rows as they would go in', async () => {
    requests = [];
    await w.t.db.deleteFrom('posters').where('project_id', '=', w.projectId).execute();
    const res = await upload(
      w.projectAdmin,
      `/api/projects/${w.projectId}/posters/upload-excel?dry_run=true`,
      'posters.xlsx',
      sheet([`${base}/poster.jpg`]),
    );
    expect(res.json()).toMatchObject({ dry_run: true, counts: { new: 1 }, warning_rows: [] });
    expect(requests).toEqual([]);
  });
});

describe('images named by URL, with the test setting that reaches a local server', () => {
  const w = useProjectAdminWorld({
    config: { imageFetchAllowPrivateForTests: true, maxUploadBytes: 200 * 1024 },
  });

  it('fetches a good URL (also through a redirect), stores it like an upload and derives its sizes', async () => {
    requests = [];
    const body = await importSheet(w, [`${base}/poster.jpg`, `${base}/moved`]);
    expect(body.warning_rows).toEqual([]);
    expect(body.details).toMatchObject({ images_uploaded: 2, posters_with_images: 2 });
    await w.t.app.images.idle();
    const [first, second] = await postersOf(w);
    const image = first!.images[0]!;
    // Stored in the project's folder, named by its content: the redirect's target is the same file.
    expect(image.url).toMatch(new RegExp(`^/uploads/${w.projectId}/images/[0-9a-f]{24}\\.jpg$`));
    expect(second!.images[0]).toEqual(image);
    expect(first!.image_urls).toEqual([image.url]);
    expect({ width: image.width, height: image.height }).toEqual({ width: 1200, height: 3000 });
    const stored = fs.readFileSync(path.join(w.t.config.uploadsDir, image.url.slice('/uploads/'.length)));
    expect(stored.equals(portrait)).toBe(true);
    for (const [site, size] of [
      [image.thumb_url, '160x400'],
      [image.medium_url, '320x800'],
      [image.screen_url, '640x1600'],
    ] as const) {
      const res = await w.t.app.inject({ url: site });
      expect(res.statusCode).toBe(200);
      const s = await sizeOf(res.rawPayload);
      expect(`${s.width}x${s.height} ${s.format}`).toBe(`${size} webp`);
    }

    // Imported again: nothing changes and nothing is fetched again.
    requests = [];
    const again = await upload(
      w.projectAdmin,
      `/api/projects/${w.projectId}/posters/upload-excel`,
      'posters.xlsx',
      sheet([`${base}/poster.jpg`, `${base}/moved`]),
    );
    expect(again.json().counts).toMatchObject({ new: 0, changed: 0, unchanged: 2 });
    expect(requests).toEqual([]);
  });

  it('keeps, unshown, what is not an image, a 404, a redirect loop, a redirect to a private address and a body over the limit', async () => {
    const body = await importSheet(w, [
      `${base}/page.png`,
      `${base}/gone.png`,
      `${base}/loop`,
      `${base}/to-metadata`,
      `${base}/huge`,
    ]);
    const reasons = (body.warning_rows as { row: number; reason: string }[]).map(
      (r) => `${r.row}: ${r.reason.replace(base, '')}`,
    );
    expect(reasons).toEqual([
      '2: image "/page.png" could not be fetched (it is not an image); it is kept as failed and can be retried from the posters page',
      '3: image "/gone.png" could not be fetched yet (the server answered 404); it is kept and will be tried again',
      '4: image "/loop" could not be fetched yet (it redirects more than 3 times); it is kept and will be tried again',
      // The test setting adds the loopback addresses only: link-local (cloud metadata) stays refused.
      '5: image "/to-metadata" could not be fetched (169.254.169.254 is a private or local address, which is not fetched); it is kept as failed and can be retried from the posters page',
      '6: image "/huge" could not be fetched (it is larger than 200 KB); it is kept as failed and can be retried from the posters page',
    ]);
    expect((await postersOf(w)).every((p) => p.images.length === 0)).toBe(true);
    // The organiser's list says each reason as a code, for the page's language.
    const listed = await w.projectAdmin.inject({ url: `/api/projects/${w.projectId}/image-fetches` });
    const whys = Object.fromEntries(
      (listed.json().items as { source_url: string; why: unknown }[]).map((i) => [
        i.source_url.replace(base, ''),
        i.why,
      ]),
    );
    expect(whys).toEqual({
      '/page.png': { code: 'NOT_AN_IMAGE' },
      '/gone.png': { code: 'HTTP_STATUS', params: { status: 404 } },
      '/loop': { code: 'TOO_MANY_REDIRECTS', params: { max: 3 } },
      '/to-metadata': { code: 'PRIVATE_ADDRESS', params: { host: '169.254.169.254' } },
      '/huge': { code: 'TOO_LARGE', params: { size: '200 KB' } },
    });

    // A reason kept before the codes (migration 026) stays the English sentence it was, not a made-up code, when
    // another poster names the same address.
    await w.t.db
      .updateTable('image_fetches')
      .set({ error_why: null })
      .where('project_id', '=', w.projectId)
      .where('source_url', '=', `${base}/gone.png`)
      .execute();
    const more = await upload(
      w.projectAdmin,
      `/api/projects/${w.projectId}/posters/upload-excel`,
      'more.xlsx',
      workbook([
        ['title', 'author', 'image_urls'],
        ['Poster 7', 'Lee', `${base}/gone.png`],
      ]),
    );
    expect(more.statusCode, more.body).toBe(200);
    const again = await w.projectAdmin.inject({ url: `/api/projects/${w.projectId}/image-fetches` });
    const gone = (
      again.json().items as { source_url: string; poster_title: string; error: string; why: unknown }[]
    )
      .filter((i) => i.source_url === `${base}/gone.png`)
      .map((i) => [i.poster_title, i.error, i.why]);
    expect(gone).toEqual([
      ['Poster 2', 'the server answered 404', null],
      ['Poster 7', 'the server answered 404', null],
    ]);
  });
});

describe('fetchImageBytes', () => {
  const allowLoopbackOnly: FetchOptions = {
    maxBytes: 1024 * 1024,
    timeoutMs: 5000,
    maxRedirects: 3,
    allowAddress: (a) => a === '127.0.0.1',
  };

  it('gives up after its time limit on a server that never answers', async () => {
    await expect(fetchImageBytes(`${base}/silent`, { ...allowLoopbackOnly, timeoutMs: 300 })).rejects.toThrow(
      'it took longer than 0.3 s',
    );
  });

  it('checks every redirect hop, and only http(s)', async () => {
    await expect(fetchImageBytes(`${base}/to-metadata`, allowLoopbackOnly)).rejects.toThrow(
      '169.254.169.254 is a private or local address',
    );
    expect((await fetchImageBytes(`${base}/moved`, allowLoopbackOnly)).equals(portrait)).toBe(true);
    await expect(fetchImageBytes('file:///etc/passwd', allowLoopbackOnly)).rejects.toThrow(
      'it is not an http(s) URL',
    );
  });

  it('knows which addresses are public', () => {
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700::1111']) expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
      'not an address',
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });
});
