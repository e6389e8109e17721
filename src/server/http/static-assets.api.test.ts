import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The built web app as the server sends it: a small dist folder laid out as `vite build` writes it (hashed files
 * under assets/, each compressible one with its .br and .gz beside it), served with the real app.
 */
let t: TestApp;
let dist: string;
const indexHtml =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/index-abc123.js"></script>';
const js = `export const poster = ${JSON.stringify('x'.repeat(2000))};`;
const sw = `self.addEventListener('fetch', () => {}); // ${'x'.repeat(500)}`;
const font = Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4]);

function writeCompressed(file: string, data: string | Buffer) {
  fs.writeFileSync(file, data);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data));
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'poster-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  writeCompressed(path.join(dist, 'index.html'), indexHtml);
  writeCompressed(path.join(dist, 'assets', 'index-abc123.js'), js);
  writeCompressed(path.join(dist, 'sw.js'), sw);
  fs.writeFileSync(path.join(dist, 'assets', 'font-abc123.woff2'), font);
  t = await createTestApp({ webDist: dist });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('built web assets', () => {
  it('sends brotli to a browser that accepts it, as JavaScript, varying on Accept-Encoding', async () => {
    const res = await get('/assets/index-abc123.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(js);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(js));
  });

  it('sends gzip when only gzip is accepted', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(js);
  });

  it('sends the file itself when no encoding is accepted, or none it has', async () => {
    for (const accept of [undefined, 'identity', 'deflate']) {
      const res = await get('/assets/index-abc123.js', accept);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(js);
    }
  });

  it('sends a file that has no compressed copy as it is, whatever the browser accepts', async () => {
    const res = await get('/assets/font-abc123.woff2', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(font)).toBe(true);
  });

  it('lets browsers keep hashed assets for a year without asking again', async () => {
    for (const [url, accept] of [
      ['/assets/index-abc123.js', 'br'],
      ['/assets/index-abc123.js', undefined],
      ['/assets/font-abc123.woff2', 'gzip'],
    ] as const) {
      const res = await get(url, accept);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers a hashed asset that is not there with 404, not the app shell', async () => {
    // The compressed copies are not files of their own either.
    for (const url of [
      '/assets/index-gone99.js',
      '/assets/index-abc123.js.br',
      '/assets/index-abc123.js.gz',
    ]) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ detail: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('sends the app shell for client routes and index.html, compressed, and always revalidated', async () => {
    for (const url of ['/', '/index.html', '/projects/x/judge/posters', '/super-admin/login?next=1']) {
      const br = await get(url, 'br, gzip');
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['content-type'], url).toMatch(/^text\/html/);
      expect(br.headers['cache-control'], url).toBe('no-cache');
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString(), url).toBe(indexHtml);

      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers['cache-control'], url).toBe('no-cache');
      expect(plain.body, url).toBe(indexHtml);
    }
  });

  it('sends the service worker from the root (scope /), as JavaScript, always revalidated', async () => {
    // A browser checks a new build's worker on every visit; a cached sw.js would keep phones on an old shell.
    const res = await get('/sw.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(sw);
    // Its own scope is the root: no Service-Worker-Allowed header is needed, and none widens it.
    expect(res.headers['service-worker-allowed']).toBeUndefined();
  });

  it('keeps API and upload misses as JSON 404s', async () => {
    for (const url of ['/api/nothing-here', '/uploads/nothing-here.png']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
