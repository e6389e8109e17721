/**
 * `npm run bench -- --tiles`: deep-zoom tiles served by the app against a bare `node:http` + `fs` stream server
 * (bench/day-floors.ts) on the same files in the same run. A real poster is rendered as the server renders it
 * (bench/day-floors.ts's bare pdftoppm + vips dzsave) into a rendered submission's folder of a fresh data folder,
 * and the app, started as `npm start` runs it with its default log level (info: every request logged), serves it
 * under `/uploads/`. Alternated rounds of GETs, 32 at once, over every tile of the deepest levels.
 */
import fs from 'node:fs';
import path from 'node:path';
import { posterFixture } from '../src/server/test/poster-fixtures';
import { bareStaticServer, hasVips, renderTiles } from './day-floors';
import { hammer } from './poster-files';
import { round, type Row } from './report';
import { startServer, tempDir } from './servers';

const GETS = Number(process.env.TILES_GETS ?? 4000);
const ROUNDS = 4;
const POSTER = 'en-msat_pdftex_a0-portrait.pdf';
/** A rendered submission's page as the server names it (media/layout.ts IMMUTABLE_UPLOAD). */
const PAGE = '1/posters/1/submissions/1-0123456789abcdef01234567/page-1';

export async function tileRows(): Promise<Row[]> {
  if (!hasVips()) throw new Error('vips (libvips-tools) is not on the PATH: no tiles to serve');
  const dataDir = tempDir('tiles-bench-');
  const uploads = path.join(dataDir, 'uploads');
  renderTiles(posterFixture(POSTER), path.join(uploads, PAGE));
  const files = path.join(uploads, `${PAGE}_files`);
  const levels = fs
    .readdirSync(files)
    .map(Number)
    .sort((a, b) => b - a);
  const urls = levels
    .slice(0, 2)
    .flatMap((l) =>
      fs.readdirSync(path.join(files, String(l))).map((f) => `/uploads/${PAGE}_files/${l}/${f}`),
    );
  const app = await startServer({ dataDir, env: { LOG_LEVEL: 'info' } });
  const bare = await bareStaticServer(dataDir);
  try {
    const first = await fetch(app.base + urls[0]!);
    await first.arrayBuffer();
    const cacheControl = first.headers.get('cache-control') ?? 'none';
    const runs = {
      app: [] as Awaited<ReturnType<typeof hammer>>[],
      bare: [] as Awaited<ReturnType<typeof hammer>>[],
    };
    // Alternated, the bare server first: neither gets the machine to itself.
    for (let i = 0; i < ROUNDS; i++) {
      runs.bare.push(await hammer(bare.base, urls, GETS / ROUNDS));
      runs.app.push(await hammer(app.base, urls, GETS / ROUNDS));
    }
    const avg = (xs: { perSecond: number }[]) => xs.reduce((s, x) => s + x.perSecond, 0) / xs.length;
    const p99 = (xs: { p99: number }[]) => Math.max(...xs.map((x) => x.p99));
    const failed = [...runs.app, ...runs.bare].reduce((s, x) => s + x.failed, 0);
    const ratio = avg(runs.app) / avg(runs.bare);
    const bytes = urls.reduce((s, u) => s + fs.statSync(path.join(dataDir, u)).size, 0);
    const note =
      `${GETS} GETs each in ${ROUNDS} alternated rounds, 32 at once, over ${urls.length} tiles ` +
      `(${Math.round(bytes / urls.length / 1024)} KB on average) of ${POSTER}; ${failed} failed`;
    return [
      {
        metric: 'tiles: per second, app / bare node:http static server',
        value: round(ratio, 2),
        unit: 'x',
        target: '>= 0.5',
        pass: ratio >= 0.5 && failed === 0,
        note: `${Math.round(avg(runs.app))}/s against ${Math.round(avg(runs.bare))}/s; ${note}`,
      },
      {
        metric: 'tiles: p99, app',
        value: Math.round(p99(runs.app)),
        unit: 'ms',
        target: '< 100',
        pass: p99(runs.app) < 100,
        note: `bare server's p99 ${Math.round(p99(runs.bare))} ms; rounds ${runs.app.map((r) => Math.round(r.p99)).join(' / ')} ms`,
      },
      {
        metric: 'tiles: Cache-Control',
        value: cacheControl,
        unit: '',
        target: 'public, max-age=31536000, immutable',
        pass: cacheControl === 'public, max-age=31536000, immutable',
      },
      {
        metric: 'tiles: server memory (RSS) peak',
        value: app.peakRssMB(),
        unit: 'MB',
        target: '< 1024',
        pass: app.peakRssMB() < 1024,
      },
    ];
  } finally {
    await bare.stop();
    await app.stop();
  }
}
