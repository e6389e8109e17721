/**
 * The floors the poster day's figures stand beside, measured in the same run on the same machine: a bare Node
 * static file server (node:http and fs streams, no framework) serving the very tile files the app served, and
 * a bare rendering of a PDF page (pdftoppm at the resolution the server picks, then `vips dzsave` into 256 px
 * JPEG tiles at quality 85, as src/server/media/render.ts and page-images.ts do).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { DEFAULT_RENDER_LIMITS, renderLongSidePx } from '../src/server/media/limits';
import { inPool } from './client';
import { tempDir } from './servers';

/** Fetches each URL once from `base` into a folder of its own, at the same path; answers the folder. */
export async function copyTiles(base: string, urls: readonly string[], cookie: string): Promise<string> {
  const dir = tempDir('poster-day-tiles-');
  await inPool(urls, 8, async (url) => {
    const res = await fetch(base + url, { headers: { cookie } });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const file = path.join(dir, new URL(url, 'http://x').pathname);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  });
  return dir;
}

/** node:http serving the files of `dir` by path with fs streams; answers its base URL and a stop. */
export async function bareStaticServer(dir: string): Promise<{ base: string; stop: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    fs.stat(file, (err, st) => {
      if (err || !st.isFile()) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': st.size });
      fs.createReadStream(file).pipe(res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });

/** Whether `vips` (libvips-tools) is on the PATH: without it the render floor cannot be measured. */
export function hasVips(): boolean {
  try {
    run('vips', ['--version']);
    return true;
  } catch {
    return false;
  }
}

/**
 * Page 1 of `pdf` rendered bare: pdftoppm to a TIFF at the long side the server picks for the page's size, then
 * vips dzsave. Answers the milliseconds and the long side in pixels.
 */
export function bareRender(pdf: string): { ms: number; longPx: number } {
  const dir = tempDir('poster-day-bare-');
  const done = renderTiles(pdf, path.join(dir, 'page'));
  fs.rmSync(dir, { recursive: true, force: true });
  return done;
}

/** The same rendering into `base`.dzi and `base`_files/ (its TIFF beside them removed). */
export function renderTiles(pdf: string, base: string): { ms: number; longPx: number } {
  const info = run('pdfinfo', ['-f', '1', '-l', '1', pdf]).toString();
  const m =
    /Page\s+1 size:\s+([\d.]+) x ([\d.]+) pts/.exec(info) ??
    /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
  if (!m) throw new Error(`pdfinfo gave no page size for ${pdf}`);
  const longPx = renderLongSidePx(Number(m[1]), Number(m[2]), DEFAULT_RENDER_LIMITS.maxPagePixels);
  fs.mkdirSync(path.dirname(base), { recursive: true });
  const t0 = performance.now();
  run('pdftoppm', ['-f', '1', '-l', '1', '-singlefile', '-scale-to', String(longPx), '-tiff', pdf, base]);
  run('vips', [
    'dzsave',
    `${base}.tif`,
    base,
    '--tile-size',
    '256',
    '--overlap',
    '0',
    '--suffix',
    '.jpeg[Q=85]',
  ]);
  const ms = performance.now() - t0;
  fs.rmSync(`${base}.tif`, { force: true });
  return { ms, longPx };
}
