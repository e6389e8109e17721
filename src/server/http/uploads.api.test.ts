// `/uploads/` from the uploads folder: a rendered page's tiles as a browser fetches them (cached for a year, asked
// again with an ETag, by range, by HEAD), what is never served, and no request log line for a file.
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createTestApp, type TestApp } from '@server/test/test-app';

const FOLDER = '7/posters/3/submissions/12-0123456789abcdef01234567';
const TILE = `/uploads/${FOLDER}/page-1_files/11/2_3.jpeg`;
const JPEG = Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(3000, 7)]);

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  t = await createTestApp({ logLevel: 'info' }, { log: stream });
  const write = (site: string, data: Buffer | string) => {
    const file = path.join(t.config.uploadsDir, site.slice('/uploads/'.length));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
  };
  write(TILE, JPEG);
  write(`/uploads/${FOLDER}/page-1.dzi`, '<Image TileSize="256"/>');
  write('/uploads/7/posters/3/notes.txt', 'plain');
  write(`/uploads/.originals/${FOLDER}/original.pdf`, '%PDF-1.7');
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  anonymous(t.app).inject({ method, url, headers });

describe('files from the uploads folder', () => {
  it("sends a rendered page's tile to keep for a year, then 304 to a browser that has it, a range, a HEAD", async () => {
    const tile = await get(TILE);
    expect(tile.statusCode).toBe(200);
    expect(tile.rawPayload.equals(JPEG)).toBe(true);
    expect(tile.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(JPEG.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
    });
    expect(tile.headers['content-security-policy']).toContain('sandbox');
    expect(tile.headers['last-modified']).toBeTruthy();
    const etag = String(tile.headers.etag);
    expect(etag).toBeTruthy();

    const again = await get(TILE, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const part = await get(TILE, { range: 'bytes=0-3' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-3/${JPEG.length}`);
    expect(part.rawPayload.equals(JPEG.subarray(0, 4))).toBe(true);
    expect((await get(TILE, { range: 'bytes=99999-' })).statusCode).toBe(416);

    const head = await get(TILE, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(JPEG.length));
    expect(head.rawPayload.length).toBe(0);

    const dzi = await get(`/uploads/${FOLDER}/page-1.dzi`);
    expect(dzi.statusCode).toBe(200);
    expect(dzi.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates a file whose name does not change with its content', async () => {
    const notes = await get('/uploads/7/posters/3/notes.txt');
    expect(notes.statusCode).toBe(200);
    expect(notes.body).toBe('plain');
    expect(notes.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(notes.headers['cache-control']).toBe('public, max-age=0');
  });

  it('answers 404 for the originals, a folder, a miss and a climb out, in every spelling', async () => {
    for (const url of [
      `/uploads/.originals/${FOLDER}/original.pdf`,
      `/uploads/%2eoriginals/${FOLDER}/original.pdf`,
      `/uploads/%2Eoriginals/${FOLDER}/original.pdf`,
      `/uploads/${FOLDER}`,
      `/uploads/${FOLDER}/`,
      `/uploads/${FOLDER}/page-1_files/11/9_9.jpeg`,
      `/uploads/${FOLDER}/..%2f..%2f..%2f.originals/${FOLDER}/original.pdf`,
      '/uploads/7//posters/3/notes.txt',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('%PDF');
      expect(res.json().code, url).toBe('NOT_FOUND');
    }
  });

  it('writes no request log line for a file, and still one for an API call', async () => {
    lines.length = 0;
    await get(TILE);
    await get('/api/health');
    const urls = lines.map((l) => (JSON.parse(l) as { req?: { url?: string } }).req?.url).filter(Boolean);
    expect(urls).toContain('/api/health');
    expect(urls).not.toContain(TILE);
  });
});
