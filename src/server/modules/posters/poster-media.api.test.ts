import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { anonymous, type Client } from '@server/test/test-app';
import { makePoster, rowsWhere, storedImages, storedRow, storedRows } from '@server/test/fixture-rows';
import { testImage } from '@server/test/fixture-files';
import { form } from '../imports/import-files.test-kit';
import { mediaUrl, posterUploads } from './poster-uploads.test-kit';

const w = useProjectAdminWorld({ config: { maxUploadBytes: 64 * 1024 } });

const pad = (head: number[] | string, size = 64) => {
  const h = typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head);
  return Buffer.concat([h, Buffer.alloc(Math.max(0, size - h.length), 7)]);
};
const image = (format: 'png' | 'jpeg' | 'gif' | 'webp') => testImage({ width: 40, height: 30, format });
const PNG = await image('png');
const JPEG = await image('jpeg');
const GIF = await image('gif');
const WEBP = await image('webp');
/** A PNG's first bytes and no picture: its kind passes, the image library refuses it. */
const FAKE_PNG = pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MP3 = pad('ID3\x04\x00');
const MP3_FRAME = pad([0xff, 0xfb, 0x90, 0x64]);
const WAV = pad('RIFF\x24\x00\x00\x00WAVEfmt ');
const OGG = pad('OggS\x00\x02');
const M4A = pad('\x00\x00\x00\x20ftypM4A \x00\x00\x00\x00');
const EXE = pad('MZ\x90\x00\x03\x00\x00\x00');

const { upload, onDisk } = posterUploads(w);

describe('POST /projects/:projectId/posters/:id/images', () => {
  it('stores PNG, JPEG, WebP and GIF files under the project folder and appends them to the image list', async () => {
    const p = await makePoster(w.t.db, w.projectId, { images: ['https://first.example/0.png'] });
    // Names lie on purpose: the type comes from the bytes.
    const res = await upload(p.id, 'images', [
      { name: 'a.png', data: PNG },
      { name: 'b.gif', data: JPEG },
      { name: '사진.webp', data: WEBP },
      { name: 'd', data: GIF },
    ]);
    expect(res.statusCode).toBe(200);
    const images = res.json().image_urls as string[];
    expect(images[0]).toBe('https://first.example/0.png');
    expect(images).toHaveLength(5);
    const stored = images.slice(1);
    expect(stored.map((u) => path.extname(u))).toEqual(['.png', '.jpg', '.webp', '.gif']);
    for (const u of stored) {
      expect(u.startsWith(`/uploads/${w.projectId}/posters/${p.id}/`)).toBe(true);
      expect(fs.existsSync(onDisk(u))).toBe(true);
    }
    expect(fs.readFileSync(onDisk(stored[1]!)).equals(JPEG)).toBe(true);
    const rows = await storedImages(w.t.db, p.id);
    expect(rows.map((r) => r.url)).toEqual(images);
    expect(rows.map((r) => r.position)).toEqual([0, 1, 2, 3, 4]);
    // The static server answers the stored file.
    const served = await w.t.app.inject({ url: stored[0]! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses a file that is not an image by its bytes, and stores nothing', async () => {
    const p = await makePoster(w.t.db, w.projectId);
    for (const data of [EXE, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), MP3, FAKE_PNG]) {
      const res = await upload(p.id, 'images', [
        { name: 'x.png', data: PNG },
        { name: 'evil.png', data },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toContain('evil.png');
    }
    const empty = await upload(p.id, 'images', [{ name: 'zero.png', data: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toMatch(/empty/);
    expect(await rowsWhere(w.t.db, 'poster_images', 'poster_id', p.id)).toHaveLength(0);
    expect(fs.existsSync(path.join(w.t.config.uploadsDir, `${w.projectId}/posters/${p.id}`))).toBe(false);
  });

  it('answers 400 without files or without multipart, and 413 for a file over the size limit', async () => {
    const p = await makePoster(w.t.db, w.projectId);
    const none = new FormData();
    none.append('note', 'no file');
    const noFile = await w.projectAdmin.inject({
      method: 'POST',
      url: mediaUrl(w.projectId, p.id, 'images'),
      payload: none,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().detail).toMatch(/file/);
    const json = await w.projectAdmin.inject({
      method: 'POST',
      url: mediaUrl(w.projectId, p.id, 'images'),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().detail).toMatch(/multipart/);
    const big = await upload(p.id, 'images', [
      { name: 'big.png', data: pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 65 * 1024) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'FILE_TOO_LARGE', params: { limit: expect.any(Number) } });
  });

  it('is for admins of the project only, and 404 for another project poster', async () => {
    const p = await makePoster(w.t.db, w.projectId);
    const other = await makePoster(w.t.db, w.otherProjectId);
    const send = (c: Client, projectId: number, posterId: number) =>
      c.inject({
        method: 'POST',
        url: mediaUrl(projectId, posterId, 'images'),
        payload: form([{ name: 'a.png', data: PNG }]),
      });
    expect((await send(anonymous(w.t.app), w.projectId, p.id)).statusCode).toBe(401);
    for (const c of [w.judgeClient, w.participantClient, w.otherProjectAdmin])
      expect((await send(c, w.projectId, p.id)).statusCode).toBe(403);
    const res = await send(w.projectAdmin, w.projectId, other.id);
    expect(res.statusCode).toBe(404);
    expect(
      await w.t.db
        .selectFrom('poster_images')
        .select('id')
        .where('poster_id', 'in', [p.id, other.id])
        .execute(),
    ).toHaveLength(0);
  });
});

describe('DELETE /projects/:projectId/posters/:id/images', () => {
  it('removes one image and deletes the file that was uploaded for it', async () => {
    const p = await makePoster(w.t.db, w.projectId, { images: ['https://keep.example/1.png'] });
    const up = await upload(p.id, 'images', [{ name: 'a.png', data: PNG }]);
    const stored = (up.json().image_urls as string[])[1]!;
    expect(fs.existsSync(onDisk(stored))).toBe(true);
    const res = await w.projectAdmin.inject({
      method: 'DELETE',
      url: `${mediaUrl(w.projectId, p.id, 'images')}?url=${encodeURIComponent(stored)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().image_urls).toEqual(['https://keep.example/1.png']);
    expect(fs.existsSync(onDisk(stored))).toBe(false);
    const ext = await w.projectAdmin.inject({
      method: 'DELETE',
      url: `${mediaUrl(w.projectId, p.id, 'images')}?url=${encodeURIComponent('https://keep.example/1.png')}`,
    });
    expect(ext.json().image_urls).toEqual([]);
    expect(await rowsWhere(w.t.db, 'poster_images', 'poster_id', p.id)).toHaveLength(0);
  });

  it('answers 404 for an image the poster does not have, 400 without url, 403/401 for others', async () => {
    const p = await makePoster(w.t.db, w.projectId, { images: ['https://keep.example/1.png'] });
    const target = `${mediaUrl(w.projectId, p.id, 'images')}?url=${encodeURIComponent('https://keep.example/1.png')}`;
    const missing = await w.projectAdmin.inject({
      method: 'DELETE',
      url: `${mediaUrl(w.projectId, p.id, 'images')}?url=https%3A%2F%2Fnope.example%2Fx.png`,
    });
    expect(missing.statusCode).toBe(404);
    const noUrl = await w.projectAdmin.inject({
      method: 'DELETE',
      url: mediaUrl(w.projectId, p.id, 'images'),
    });
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.json().detail).toContain('url');
    expect((await anonymous(w.t.app).inject({ method: 'DELETE', url: target })).statusCode).toBe(401);
    for (const c of [w.judgeClient, w.participantClient, w.otherProjectAdmin])
      expect((await c.inject({ method: 'DELETE', url: target })).statusCode).toBe(403);
    const other = await makePoster(w.t.db, w.otherProjectId, { images: ['https://keep.example/1.png'] });
    const cross = await w.projectAdmin.inject({
      method: 'DELETE',
      url: `${mediaUrl(w.projectId, other.id, 'images')}?url=${encodeURIComponent('https://keep.example/1.png')}`,
    });
    expect(cross.statusCode).toBe(404);
    const rows = await storedRows(w.t.db, 'poster_images', { poster_id: [p.id, other.id] });
    expect(rows).toHaveLength(2);
  });
});

describe('POST /projects/:projectId/posters/:id/audio', () => {
  it('accepts MP3, M4A, WAV and Ogg by their bytes, sets audio_file and removes the replaced file', async () => {
    const p = await makePoster(w.t.db, w.projectId);
    let previous: string | null = null;
    for (const [data, ext] of [
      [MP3, '.mp3'],
      [MP3_FRAME, '.mp3'],
      [M4A, '.m4a'],
      [WAV, '.wav'],
      [OGG, '.ogg'],
    ] as const) {
      const res = await upload(p.id, 'audio', [{ name: 'talk.bin', data }]);
      expect(res.statusCode).toBe(200);
      const audio = res.json().audio_file as string;
      expect(path.extname(audio)).toBe(ext);
      expect(fs.readFileSync(onDisk(audio)).equals(data)).toBe(true);
      const row = await storedRow(w.t.db, 'posters', p.id);
      expect(row.audio_file).toBe(audio);
      if (previous) expect(fs.existsSync(onDisk(previous))).toBe(false);
      previous = audio;
    }
  });

  it('refuses a file that is not audio, more than one file, and callers who are not admins of the project', async () => {
    const p = await makePoster(w.t.db, w.projectId);
    const bad = await upload(p.id, 'audio', [{ name: 'talk.mp3', data: EXE }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('talk.mp3');
    const two = await upload(p.id, 'audio', [
      { name: 'a.mp3', data: MP3 },
      { name: 'b.mp3', data: MP3 },
    ]);
    expect(two.statusCode).toBe(400);
    const send = (c: Client) =>
      c.inject({
        method: 'POST',
        url: mediaUrl(w.projectId, p.id, 'audio'),
        payload: form([{ name: 'a.mp3', data: MP3 }]),
      });
    expect((await send(anonymous(w.t.app))).statusCode).toBe(401);
    for (const c of [w.judgeClient, w.participantClient, w.otherProjectAdmin])
      expect((await send(c)).statusCode).toBe(403);
    const other = await makePoster(w.t.db, w.otherProjectId);
    const cross = await upload(other.id, 'audio', [{ name: 'a.mp3', data: MP3 }]);
    expect(cross.statusCode).toBe(404);
    const rows = await storedRows(w.t.db, 'posters', { id: [p.id, other.id] });
    expect(rows.every((r) => r.audio_file === null)).toBe(true);
  });

  it('a deleted poster takes its uploaded files with it', async () => {
    const p = await makePoster(w.t.db, w.projectId);
    const res = await upload(p.id, 'audio', [{ name: 'a.mp3', data: MP3 }]);
    const audio = res.json().audio_file as string;
    expect(fs.existsSync(onDisk(audio))).toBe(true);
    expect(
      (await w.projectAdmin.inject({ method: 'DELETE', url: `/api/projects/${w.projectId}/posters/${p.id}` }))
        .statusCode,
    ).toBe(200);
    expect(fs.existsSync(onDisk(audio))).toBe(false);
  });
});
