import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PosterImage } from '@shared/contracts/posters';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { makePoster } from '@server/test/fixture-rows';
import { imagePixels, pngFile, sizeOf, testImage } from '@server/test/fixture-files';
import { mediaUrl, posterUploads } from './poster-uploads.test-kit';

const w = useProjectAdminWorld();
const { upload, onDisk } = posterUploads(w);

async function served(site: string) {
  const res = await w.t.app.inject({ url: site });
  expect(res.statusCode, site).toBe(200);
  return res;
}

/** The three derived files of an image, read back: their sizes and format. */
async function derivedSizes(image: PosterImage) {
  const out = [];
  for (const site of [image.thumb_url, image.medium_url, image.screen_url]) {
    expect(site).toMatch(new RegExp(`^/uploads/${w.projectId}/images/[0-9a-f]{24}-\\d+\\.webp$`));
    out.push(await sizeOf((await served(site)).rawPayload));
  }
  return out.map(({ width, height, format }) => `${width}x${height} ${format}`);
}

/** A PNG header that claims a huge picture, with almost nothing behind it (a decompression bomb's shape). */
const bombPng = (width: number, height: number) => pngFile(width, height, Buffer.alloc(1000));

describe('derived image sizes', () => {
  it('makes 400, 800 and 1600 px WebP sizes of landscape, portrait and EXIF-rotated uploads, aspect kept', async () => {
    const p = await makePoster(w.t.db, w.projectId);
    const files = [
      { name: 'landscape.jpg', data: await testImage({ width: 3200, height: 2000, format: 'jpeg' }) },
      { name: 'portrait.png', data: await testImage({ width: 1200, height: 3000 }) },
      // Stored 2000 wide and 1000 high; EXIF orientation 6 says "turn it a quarter clockwise to show".
      { name: 'camera.jpg', data: await testImage({ width: 2000, height: 1000, orientation: 6 }) },
      { name: 'small.webp', data: await testImage({ width: 120, height: 60, format: 'webp' }) },
    ];
    const res = await upload(p.id, 'images', files);
    expect(res.statusCode, res.body).toBe(200);
    const images = res.json().images as PosterImage[];
    expect(images.map((i) => i.url)).toEqual(res.json().image_urls);
    expect(images.map((i) => [i.width, i.height])).toEqual([
      [3200, 2000],
      [1200, 3000],
      [1000, 2000],
      [120, 60],
    ]);
    expect(await derivedSizes(images[0]!)).toEqual(['400x250 webp', '800x500 webp', '1600x1000 webp']);
    expect(await derivedSizes(images[1]!)).toEqual(['160x400 webp', '320x800 webp', '640x1600 webp']);
    expect(await derivedSizes(images[2]!)).toEqual(['200x400 webp', '400x800 webp', '800x1600 webp']);
    // Never enlarged.
    expect(await derivedSizes(images[3]!)).toEqual(['120x60 webp', '120x60 webp', '120x60 webp']);

    // The rotation is applied to the pixels: the white bar along the stored image's top is now on the right.
    const thumb = await imagePixels((await served(images[2]!.thumb_url)).rawPayload);
    const pixel = (x: number, y: number) => {
      const i = (y * thumb.width + x) * thumb.channels;
      return [...thumb.data.subarray(i, i + 3)];
    };
    expect(pixel(thumb.width - 3, 200).every((c) => c > 230)).toBe(true);
    expect(pixel(3, 200)[2]).toBeGreaterThan(150);
    expect(pixel(3, 200)[0]).toBeLessThan(80);

    // The stored rows hold the sizes; the poster reads back the same through GET.
    const rows = await w.t.db
      .selectFrom('poster_images')
      .select(['width', 'height', 'hash', 'derived_at'])
      .where('poster_id', '=', p.id)
      .orderBy('position')
      .execute();
    expect(rows.map((r) => [r.width, r.height])).toEqual(images.map((i) => [i.width, i.height]));
    expect(rows.every((r) => r.hash?.length === 24 && r.derived_at !== null)).toBe(true);
    const read = await w.participantClient.inject({ url: `/api/projects/${w.projectId}/posters/${p.id}` });
    expect(read.json().images).toEqual(images);
  });

  it('serves originals and derived sizes with a year of immutable caching', async () => {
    const p = await makePoster(w.t.db, w.projectId);
    const res = await upload(p.id, 'images', [
      { name: 'a.png', data: await testImage({ width: 900, height: 600 }) },
    ]);
    const [image] = res.json().images as PosterImage[];
    for (const site of [image!.url, image!.thumb_url, image!.screen_url]) {
      const r = await served(site);
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await served(image!.thumb_url)).headers['content-type']).toBe('image/webp');
    // A file an organiser put in the uploads folder by hand may change: it is not cached for long.
    fs.writeFileSync(
      path.join(w.t.config.uploadsDir, 'by-hand.png'),
      await testImage({ width: 5, height: 5 }),
    );
    expect((await served('/uploads/by-hand.png')).headers['cache-control']).not.toContain('immutable');
  });

  it('refuses a picture that claims more than 100 million pixels without decoding it', async () => {
    const p = await makePoster(w.t.db, w.projectId);
    const res = await upload(p.id, 'images', [{ name: 'bomb.png', data: bombPng(20_000, 20_000) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'IMAGE_TOO_MANY_PIXELS',
      field: 'files',
      params: { file: 'bomb.png', width: 20_000, height: 20_000, max: 100 },
    });
    expect(res.json().detail).toBe(
      'The file "bomb.png" is too large (20000 x 20000 pixels; at most 100 million)',
    );
    expect(fs.existsSync(path.join(w.t.config.uploadsDir, `${w.projectId}/posters/${p.id}`))).toBe(false);
  });

  it('derives images stored before the sizes existed in the background, and marks what is no image', async () => {
    const folder = path.join(w.t.config.uploadsDir, `${w.projectId}/old`);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(
      path.join(folder, 'poster.jpg'),
      await testImage({ width: 1000, height: 1400, format: 'jpeg' }),
    );
    fs.writeFileSync(path.join(folder, 'broken.png'), 'not a picture');
    const old = [`/uploads/${w.projectId}/old/poster.jpg`, `/uploads/${w.projectId}/old/broken.png`];
    // As migration 010 leaves them: no sizes, no hash, never derived.
    const p = await makePoster(w.t.db, w.projectId, { images: [...old, 'https://elsewhere.example/x.png'] });
    const before = await w.participantClient.inject({ url: `/api/projects/${w.projectId}/posters/${p.id}` });
    expect(before.json().images[0]).toEqual({
      url: old[0],
      thumb_url: old[0],
      medium_url: old[0],
      screen_url: old[0],
      width: null,
      height: null,
    });

    w.t.app.images.kick();
    await w.t.app.images.idle();

    const after = (
      await w.participantClient.inject({ url: `/api/projects/${w.projectId}/posters/${p.id}` })
    ).json();
    const [poster, broken, remote] = after.images as PosterImage[];
    expect(poster).toMatchObject({ url: old[0], width: 1000, height: 1400 });
    expect(await derivedSizes(poster!)).toEqual(['286x400 webp', '571x800 webp', '1000x1400 webp']);
    // What cannot be derived keeps naming itself (the page shows its placeholder); it is not tried again.
    expect(broken).toMatchObject({ url: old[1], thumb_url: old[1], width: null });
    expect(remote).toMatchObject({ thumb_url: 'https://elsewhere.example/x.png' });
    const rows = await w.t.db
      .selectFrom('poster_images')
      .select(['url', 'derived_at', 'hash'])
      .where('poster_id', '=', p.id)
      .orderBy('position')
      .execute();
    expect(rows[1]).toMatchObject({ hash: null });
    expect(rows[1]!.derived_at).not.toBeNull();
    expect(rows[2]).toMatchObject({ derived_at: null });
  });

  it('keeps the sizes of images a PUT keeps, and derives the new ones it names', async () => {
    const p = await makePoster(w.t.db, w.projectId);
    const up = await upload(p.id, 'images', [
      { name: 'a.png', data: await testImage({ width: 800, height: 400 }) },
    ]);
    const [kept] = up.json().images as PosterImage[];
    fs.writeFileSync(
      path.join(w.t.config.uploadsDir, `${w.projectId}/added.png`),
      await testImage({ width: 300, height: 600 }),
    );
    const put = await w.projectAdmin.inject({
      method: 'PUT',
      url: `/api/projects/${w.projectId}/posters/${p.id}`,
      payload: { image_urls: [`/uploads/${w.projectId}/added.png`, kept!.url] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().images[1]).toEqual(kept);
    await w.t.app.images.idle();
    const read = await w.participantClient.inject({ url: `/api/projects/${w.projectId}/posters/${p.id}` });
    const [added] = read.json().images as PosterImage[];
    expect(added).toMatchObject({ width: 300, height: 600 });
    expect(await derivedSizes(added!)).toEqual(['200x400 webp', '300x600 webp', '300x600 webp']);
    expect(fs.existsSync(onDisk(kept!.thumb_url))).toBe(true);
  });

  it('removes at start the derived files no image uses any more, after an hour, and keeps the rest', async () => {
    const p = await makePoster(w.t.db, w.projectId);
    const up = await upload(p.id, 'images', [
      { name: 'gone.png', data: await testImage({ width: 500, height: 700 }) },
      { name: 'kept.png', data: await testImage({ width: 700, height: 500 }) },
    ]);
    const [gone, kept] = up.json().images as PosterImage[];
    const files = (i: PosterImage) => [i.thumb_url, i.medium_url, i.screen_url].map(onDisk);
    await w.projectAdmin.inject({
      method: 'DELETE',
      url: `${mediaUrl(w.projectId, p.id, 'images')}?url=${encodeURIComponent(gone!.url)}`,
    });
    const anHourAgo = new Date(Date.now() - 3700_000);
    for (const f of [...files(gone!), ...files(kept!)]) fs.utimesSync(f, anHourAgo, anHourAgo);
    // Written a moment ago by an import that has not committed yet: too young to judge.
    const fresh = path.join(w.t.config.uploadsDir, `${w.projectId}/images/${'a'.repeat(24)}-400.webp`);
    fs.writeFileSync(fresh, 'in flight');

    expect(await w.t.app.images.prune()).toBe(3);
    expect(files(gone!).map((f) => fs.existsSync(f))).toEqual([false, false, false]);
    expect(files(kept!).map((f) => fs.existsSync(f))).toEqual([true, true, true]);
    expect(fs.existsSync(fresh)).toBe(true);
  });
});
