import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PosterImage } from '@shared/contracts/posters';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { sizeOf } from '@server/test/fixture-files';
import { upload, workbook } from './import-files.test-kit';
import { useImageSites } from './image-sites.test-kit';

const sites = useImageSites();

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
    const port = new URL(sites.base).port;
    sites.requests.length = 0;
    const body = await importSheet(w, [
      `${sites.base}/poster.jpg`,
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
        reason: `image "${sites.base}/poster.jpg" could not be fetched (127.0.0.1 is a private or local address, which is not fetched); it is kept as failed and can be retried from the posters page`,
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
    expect(sites.requests).toEqual([]);
    expect(fs.existsSync(path.join(w.t.config.uploadsDir, `${w.projectId}/images`))).toBe(false);
    expect((await postersOf(w)).map((p) => p.images)).toEqual([[], [], [], [], [], [], []]);
  });

  it('a dry run fetches nothing and reports the rows as they would go in', async () => {
    sites.requests.length = 0;
    await w.t.db.deleteFrom('posters').where('project_id', '=', w.projectId).execute();
    const res = await upload(
      w.projectAdmin,
      `/api/projects/${w.projectId}/posters/upload-excel?dry_run=true`,
      'posters.xlsx',
      sheet([`${sites.base}/poster.jpg`]),
    );
    expect(res.json()).toMatchObject({ dry_run: true, counts: { new: 1 }, warning_rows: [] });
    expect(sites.requests).toEqual([]);
  });
});

describe('images named by URL, with the test setting that reaches a local server', () => {
  const w = useProjectAdminWorld({
    config: { imageFetchAllowPrivateForTests: true, maxUploadBytes: 200 * 1024 },
  });

  it('fetches a good URL (also through a redirect), stores it like an upload and derives its sizes', async () => {
    sites.requests.length = 0;
    const body = await importSheet(w, [`${sites.base}/poster.jpg`, `${sites.base}/moved`]);
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
    expect(stored.equals(sites.portrait)).toBe(true);
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
    sites.requests.length = 0;
    const again = await upload(
      w.projectAdmin,
      `/api/projects/${w.projectId}/posters/upload-excel`,
      'posters.xlsx',
      sheet([`${sites.base}/poster.jpg`, `${sites.base}/moved`]),
    );
    expect(again.json().counts).toMatchObject({ new: 0, changed: 0, unchanged: 2 });
    expect(sites.requests).toEqual([]);
  });

  it('keeps, unshown, what is not an image, a 404, a redirect loop, a redirect to a private address and a body over the limit', async () => {
    const body = await importSheet(w, [
      `${sites.base}/page.png`,
      `${sites.base}/gone.png`,
      `${sites.base}/loop`,
      `${sites.base}/to-metadata`,
      `${sites.base}/huge`,
    ]);
    const reasons = (body.warning_rows as { row: number; reason: string }[]).map(
      (r) => `${r.row}: ${r.reason.replace(sites.base, '')}`,
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
        i.source_url.replace(sites.base, ''),
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
      .where('source_url', '=', `${sites.base}/gone.png`)
      .execute();
    const more = await upload(
      w.projectAdmin,
      `/api/projects/${w.projectId}/posters/upload-excel`,
      'more.xlsx',
      workbook([
        ['title', 'author', 'image_urls'],
        ['Poster 7', 'Lee', `${sites.base}/gone.png`],
      ]),
    );
    expect(more.statusCode, more.body).toBe(200);
    const again = await w.projectAdmin.inject({ url: `/api/projects/${w.projectId}/image-fetches` });
    const gone = (
      again.json().items as { source_url: string; poster_title: string; error: string; why: unknown }[]
    )
      .filter((i) => i.source_url === `${sites.base}/gone.png`)
      .map((i) => [i.poster_title, i.error, i.why]);
    expect(gone).toEqual([
      ['Poster 2', 'the server answered 404', null],
      ['Poster 7', 'the server answered 404', null],
    ]);
  });
});
