/**
 * `npm run bench -- --day`: a Korean Chemical Society-size poster day through the HTTP API and real files, on
 * SQLite, on PostgreSQL and on three instances sharing PostgreSQL and an S3 bucket. In order: the conference set
 * up (bench/day-setup.ts); the presenters' last hour, their real PDFs sent through tus while the paired screens
 * listen on their live streams, and the time from the deadline until every upload is rendered; the session's
 * peak, attendees (a pool at a time), judges, screens and presenters checking in all at once; then every
 * acknowledged evaluation, star, question, view and check-in looked for in what the server answers; and the
 * floors measured in the same run (bench/day-floors.ts). DAY_SCALE scales every count (bench/README.md).
 */
import os from 'node:os';
import { posterFixture } from '../src/server/test/poster-fixtures';
import { startTestS3, type TestS3 } from '../src/server/media/s3-server.test-kit';
import { Client, inPool, kinds as judgeKinds, Recorder } from './client';
import { dayCounts, PDFS, setUpDay, type DayConference, type DayCounts } from './day-setup';
import { bareRender, bareStaticServer, copyTiles, hasVips } from './day-floors';
import {
  acknowledged,
  attendeeWalk,
  checkIn,
  DAY_KINDS,
  screen,
  tusUpload,
  type Acknowledged,
  type DayRecorder,
  type UploadOutcome,
} from './day-people';
import { checkResults, random, replay, type ReplayOutcome } from './judging-day';
import { hammer } from './poster-files';
import { percentile, round, type Row } from './report';
import { createPgDatabase, startServer, tempDir, type Server } from './servers';

export type DayScenario = { name: string; postgres?: string; instances: 1 | 3; s3?: boolean };

type Render = { file: string; pages: number; serverMs: number; bareMs: number; longPx: number };

export type DayResult = {
  scenario: DayScenario;
  counts: DayCounts;
  setupMs?: number;
  rec: DayRecorder;
  judging?: ReplayOutcome;
  ack: Acknowledged;
  uploads: UploadOutcome[];
  hourMs: number;
  /** From the deadline (the end of the last hour) to the last upload seen rendered. */
  drainMs?: number;
  peakMs?: number;
  mismatches: string[];
  checked: string[];
  tiles?: { app: number; bare: number; p99: number; bareP99: number; files: number; failed: number };
  renders: Render[];
  rssMB: number[];
  error?: string;
};

const SCALE = Number(process.env.DAY_SCALE ?? 1);
/** The last hour, scaled with the counts so that uploads arrive at the real rate (DAY_HOUR_S to change). */
const HOUR_MS = (process.env.DAY_HOUR_S ? Number(process.env.DAY_HOUR_S) : Math.max(20, 3600 * SCALE)) * 1000;
/** Concurrent GETs of the tiles-per-second floor (as bench/poster-files.ts's). */
const TILE_GETS = 3000;
const RENDER_FILES = 3;

/**
 * When each upload starts, in ms from the start of the hour: half spread over its first 50 minutes, half in the
 * last 10 (the rush before the deadline).
 */
function uploadTimes(n: number, hourMs: number): number[] {
  const rnd = random(7);
  return Array.from({ length: n }, (_, i) =>
    i % 2 === 0 ? rnd() * hourMs * (5 / 6) : hourMs * (5 / 6) + rnd() * (hourMs / 6),
  ).sort((a, b) => a - b);
}

async function startInstances(s: DayScenario, tag: string): Promise<{ servers: Server[]; s3?: TestS3 }> {
  const dataDir = tempDir(`poster-day-${tag}-`);
  const databaseUrl = s.postgres ? await createPgDatabase(s.postgres, tag) : undefined;
  const s3 = s.s3 ? await startTestS3() : undefined;
  const servers: Server[] = [];
  for (let i = 0; i < s.instances; i++)
    servers.push(
      await startServer({
        dataDir: s3 && i > 0 ? tempDir(`poster-day-${tag}-${i}-`) : dataDir,
        databaseUrl,
        storageUrl: s3?.storageUrl(),
      }),
    );
  return { servers, ...(s3 ? { s3 } : {}) };
}

export async function runDay(scenario: DayScenario, tag: string): Promise<DayResult> {
  const counts = dayCounts(SCALE, process.env);
  const result: DayResult = {
    scenario,
    counts,
    rec: new Recorder<(typeof DAY_KINDS)[number]>(DAY_KINDS),
    ack: acknowledged(),
    uploads: [],
    hourMs: HOUR_MS,
    mismatches: [],
    checked: [],
    renders: [],
    rssMB: [],
  };
  let started: { servers: Server[]; s3?: TestS3 } = { servers: [] };
  const say = (line: string) => console.log(`${scenario.name}: ${line}`);
  try {
    started = await startInstances(scenario, tag);
    const bases = started.servers.map((s) => s.base);
    say(
      `setting up ${counts.posters} posters in 4 sessions, ${counts.judges} judges, ${counts.attendees} attendees, ` +
        `${counts.screens} screens, ${counts.filed} posters' files rendered (HTTP)`,
    );
    const t0 = performance.now();
    const conf = await setUpDay(bases[0]!, tag, counts);
    result.setupMs = performance.now() - t0;
    const { rec, ack } = result;

    const screens = conf.kiosks.map((k, i) => screen(conf, bases[i % bases.length]!, k, rec));

    say(`the last hour in ${HOUR_MS / 1000} s: ${conf.uploads.length} PDF uploads through tus`);
    const hourStart = performance.now();
    const times = uploadTimes(conf.uploads.length, HOUR_MS);
    result.uploads = await Promise.all(
      conf.uploads.map(async (u, i) => {
        await new Promise((r) => setTimeout(r, times[i]));
        return tusUpload(conf, bases, u, rec);
      }),
    );
    const deadline = hourStart + HOUR_MS;
    const ready = result.uploads.map((u) => u.readyAt ?? NaN);
    result.drainMs = Math.max(0, ...ready.map((t) => t - deadline));
    for (const u of result.uploads)
      if (u.status !== 'approved')
        result.mismatches.push(
          `upload to poster ${u.posterId}: ended ${u.status ?? 'unsent or never rendered'}`,
        );

    say(
      `the peak: ${counts.attendees} attendees (${counts.pool} at a time), ${counts.judges} judges, ` +
        `${counts.checkIns} presenters checking in, ${counts.screens} screens listening`,
    );
    const p0 = performance.now();
    const [judging] = await Promise.all([
      replay(conf, bases),
      inPool(
        conf.attendees.map((_, i) => i),
        counts.pool,
        (i) => attendeeWalk(conf, bases, i, rec, ack),
      ),
      inPool(conf.checkIns, Math.max(1, Math.round(30 * SCALE)), (w) => checkIn(conf, bases, w, rec, ack)),
    ]);
    result.peakMs = performance.now() - p0;
    result.judging = judging;

    say('checking what the server answers against what it acknowledged');
    await checkScreens(conf, screens, result);
    for (const s of screens) s.stop();
    await Promise.all(screens.map((s) => s.done));
    for (const base of bases) {
      const where = bases.length > 1 ? `instance ${bases.indexOf(base) + 1}: ` : '';
      result.mismatches.push(...(await checkResults(conf, base, judging.accepted)).map((l) => where + l));
    }
    result.checked.push(`${conf.posters.length} posters' results and statistics on every instance`);
    result.mismatches.push(...judging.screenMismatches, ...ack.mismatches);
    await checkCounts(conf, bases[0]!, result);

    say(
      `floors: ${ack.tileUrls.size} tiles against a bare static server; ${RENDER_FILES} renders against bare pdftoppm + vips`,
    );
    result.tiles = await tileFloor(bases[0]!, conf.adminCookie, [...ack.tileUrls]);
    result.renders = await renderFloor(conf, bases, rec);
  } catch (err) {
    result.error = err instanceof Error ? (err.stack ?? err.message) : String(err);
    console.error(`${scenario.name}: stopped: ${result.error}`);
  } finally {
    for (const s of started.servers) {
      await s.stop();
      result.rssMB.push(s.peakRssMB());
    }
    await started.s3?.stop();
  }
  return result;
}

/** Each screen's last roster read, once its reads have settled: every approved poster of its session. */
async function checkScreens(conf: DayConference, screens: ReturnType<typeof screen>[], result: DayResult) {
  const approvedUploads = new Set(
    result.uploads.filter((u) => u.status === 'approved').map((u) => u.posterId),
  );
  const sessionOf = new Map(conf.posters.map((p) => [p.id, p.session]));
  const expected = (session: number) =>
    [...conf.filed, ...approvedUploads].filter((id) => sessionOf.get(id) === session).length;
  // A screen reads again after each change; its last read may still be on its way.
  for (
    let wait = 0;
    wait < 50 && screens.some((s, i) => s.last !== expected(conf.kiosks[i]!.session));
    wait++
  )
    await new Promise((r) => setTimeout(r, 200));
  await Promise.all(screens.map((s) => s.settled()));
  for (const [i, s] of screens.entries()) {
    const want = expected(conf.kiosks[i]!.session);
    if (s.last !== want)
      result.mismatches.push(
        `screen ${i + 1}: its last roster shows ${s.last} posters, ${want} are approved in its session`,
      );
  }
  const changes = screens.reduce((n, s) => n + s.changes, 0);
  result.checked.push(`${screens.length} screens' rosters after ${changes} live changes`);
}

type Totals = { poster_id: number; favorites: number; questions: number; total_views: number };

/** Stars, questions and views per poster in the organiser's statistics, and the presenters' check-ins on the boards. */
async function checkCounts(conf: DayConference, base: string, result: DayResult) {
  const org = new Client([base], 'organiser');
  org.cookie = conf.adminCookie;
  const pid = conf.projectId;
  const { posters } = await org.must<{ posters: Totals[] }>('GET', `/api/projects/${pid}/stats/posters`);
  const { ack } = result;
  for (const row of posters)
    for (const [what, map, field] of [
      ['stars', ack.stars, 'favorites'],
      ['questions', ack.questions, 'questions'],
      ['views', ack.views, 'total_views'],
    ] as const) {
      const want = map.get(row.poster_id) ?? 0;
      if (row[field] !== want)
        result.mismatches.push(
          `poster ${row.poster_id}: statistics say ${row[field]} ${what}, ${want} were acknowledged`,
        );
    }
  const boards = await org.must<{ poster_id: number; presenter_presence: string | null }[]>(
    'GET',
    `/api/projects/${pid}/boards`,
  );
  const present = new Set(boards.filter((b) => b.presenter_presence === 'present').map((b) => b.poster_id));
  for (const id of ack.checkIns)
    if (!present.has(id))
      result.mismatches.push(`poster ${id}: the board list does not show its presenter present`);
  if (present.size !== ack.checkIns.size)
    result.mismatches.push(
      `the board list shows ${present.size} presenters present, ${ack.checkIns.size} checked in`,
    );
  const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  result.checked.push(
    `${sum(ack.stars)} stars, ${sum(ack.questions)} questions and ${sum(ack.views)} views in the statistics of ` +
      `${posters.length} posters; ${ack.checkIns.size} check-ins on the board list`,
  );
}

async function tileFloor(base: string, cookie: string, urls: string[]): Promise<DayResult['tiles']> {
  const dir = await copyTiles(base, urls, cookie);
  const bare = await bareStaticServer(dir);
  try {
    // Alternated, the bare server first: neither gets the machine to itself.
    const b1 = await hammer(bare.base, urls, TILE_GETS / 2);
    const a1 = await hammer(base, urls, TILE_GETS / 2);
    const b2 = await hammer(bare.base, urls, TILE_GETS / 2);
    const a2 = await hammer(base, urls, TILE_GETS / 2);
    return {
      app: (a1.perSecond + a2.perSecond) / 2,
      bare: (b1.perSecond + b2.perSecond) / 2,
      p99: Math.max(a1.p99, a2.p99),
      bareP99: Math.max(b1.p99, b2.p99),
      files: urls.length,
      failed: a1.failed + a2.failed + b1.failed + b2.failed,
    };
  } finally {
    await bare.stop();
  }
}

/** One upload at a time (nothing else rendering), polled every 100 ms; then the same file rendered bare. */
async function renderFloor(conf: DayConference, bases: string[], rec: DayRecorder): Promise<Render[]> {
  if (!hasVips())
    throw new Error('vips (libvips-tools) is not on the PATH: the render floor cannot be measured');
  const out: Render[] = [];
  for (const [i, u] of conf.uploads.slice(0, RENDER_FILES).entries()) {
    const file = PDFS[i % PDFS.length]!;
    const done = await tusUpload(conf, bases, { ...u, file }, rec, 100);
    if (done.readyAt === undefined || done.sentAt === undefined || !done.pages) continue;
    const bare = bareRender(posterFixture(file));
    out.push({
      file,
      pages: done.pages,
      serverMs: done.readyAt - done.sentAt,
      bareMs: bare.ms,
      longPx: bare.longPx,
    });
  }
  return out;
}

const ms = (n: number) => (Number.isNaN(n) ? 'n/a' : String(Math.round(n)));

export function dayRows(r: DayResult): { rows: Row[]; failures: string[] } {
  const n = r.scenario.name;
  const failures = [...r.rec.errors, ...(r.judging?.rec.errors ?? [])].slice(0, 30).map((e) => `${n}: ${e}`);
  failures.push(...r.mismatches.slice(0, 30).map((m) => `${n}: ${m}`));
  const rows: Row[] = [];
  if (r.error) {
    failures.push(`${n}: stopped: ${r.error.split('\n')[0]}`);
    rows.push({
      metric: `${n}: poster day`,
      value: 'did not run',
      unit: '',
      target: 'runs',
      pass: false,
      note: r.error.split('\n')[0],
    });
  }
  const c = r.counts;
  const errors = r.rec.errors.length + (r.judging?.rec.errors.length ?? 0);
  const calls =
    DAY_KINDS.reduce((s, k) => s + r.rec.ms[k].length, 0) +
    judgeKinds.reduce((s, k) => s + (r.judging?.rec.ms[k].length ?? 0), 0);
  rows.push({
    metric: `${n}: errors (non-2xx or network)`,
    value: errors,
    unit: '',
    target: '0',
    pass: errors === 0 && !r.error,
    note:
      `${calls} calls; scale ${SCALE}: ${c.posters} posters, ${c.judges} judges x ${c.perJudge}, ${c.attendees} attendees ` +
      `(${c.pool} at a time), ${c.screens} screens, ${c.checkIns} check-ins, ${c.uploads} uploads, ${c.filed} files ` +
      `before the day; setup ${ms((r.setupMs ?? NaN) / 1000)} s, peak ${ms((r.peakMs ?? NaN) / 1000)} s`,
  });
  rows.push({
    metric: `${n}: exact (every acknowledged evaluation, star, question, view, check-in and upload found)`,
    value: r.mismatches.length === 0 && !r.error ? 'yes' : 'no',
    unit: '',
    target: 'yes',
    pass: r.mismatches.length === 0 && !r.error,
    note: `${r.checked.join('; ')}; ${r.mismatches.length} mismatches`,
  });
  const kindRow = (label: string, xs: number[], limit: number): Row => {
    const p99 = percentile(xs, 99);
    return {
      metric: `${n}: ${label} p99`,
      value: ms(p99),
      unit: 'ms',
      target: `< ${limit}`,
      pass: xs.length === 0 ? null : p99 < limit,
      note: `p50 ${ms(percentile(xs, 50))} ms, max ${ms(Math.max(...xs))} ms, ${xs.length} calls`,
    };
  };
  for (const k of DAY_KINDS)
    if (r.rec.ms[k].length) rows.push(kindRow(k, r.rec.ms[k], k === 'tile' ? 100 : 250));
  for (const k of judgeKinds)
    if (r.judging?.rec.ms[k].length) rows.push(kindRow(`judge ${k}`, r.judging.rec.ms[k], 250));
  if (r.tiles) {
    const ratio = r.tiles.app / r.tiles.bare;
    rows.push({
      metric: `${n}: tiles per second, app / bare node:http static server`,
      value: round(ratio, 2),
      unit: 'x',
      target: '>= 0.5',
      pass: ratio >= 0.5 && r.tiles.failed === 0,
      note:
        `${Math.round(r.tiles.app)}/s (p99 ${ms(r.tiles.p99)} ms) against ${Math.round(r.tiles.bare)}/s (p99 ` +
        `${ms(r.tiles.bareP99)} ms); ${TILE_GETS} GETs each, 32 at once, over the ${r.tiles.files} first-view tiles ` +
        `the attendees opened${r.scenario.instances > 1 ? ', through instance 1' : ''}; ${r.tiles.failed} failed`,
    });
  }
  if (r.renders.length) {
    const server = r.renders.reduce((s, x) => s + x.serverMs / x.pages, 0) / r.renders.length;
    const bare = r.renders.reduce((s, x) => s + x.bareMs, 0) / r.renders.length;
    rows.push({
      metric: `${n}: render time per page, server / bare pdftoppm + vips dzsave`,
      value: round(server / bare, 2),
      unit: 'x',
      target: '<= 1.5',
      pass: server / bare <= 1.5,
      note:
        `server ${ms(server)} ms a page (from the last PATCH answered to the page rendered, polled every 100 ms, one ` +
        `file at a time; the server also writes three WebP sizes, reads the text and runs the preflight) ` +
        `against bare ${ms(bare)} ms: ` +
        r.renders
          .map((x) => `${x.file.split('_')[0]} ${ms(x.serverMs)} / ${ms(x.bareMs)} ms at ${x.longPx} px`)
          .join(', '),
    });
  } else if (!r.error)
    rows.push({
      metric: `${n}: render time per page`,
      value: 'not measured',
      unit: '',
      target: '<= 1.5 x bare',
      pass: false,
    });
  if (r.drainMs !== undefined) {
    const target = 900 * (c.uploads / 300);
    const drain = r.drainMs / 1000;
    rows.push({
      metric: `${n}: deadline to every upload rendered`,
      value: Number.isFinite(drain) ? round(drain, 1) : 'never',
      unit: 's',
      target: `<= ${round(target, 1)} (15 min x ${c.uploads}/300)`,
      pass: Number.isFinite(drain) && drain <= target,
      note:
        `${c.uploads} real PDFs through tus over a last hour of ${r.hourMs / 1000} s (half in its last sixth), ` +
        `the pages polled every 2 s as the app does; ` +
        `${r.uploads.filter((u) => u.status === 'approved').length} approved`,
    });
  }
  const rss = Math.max(...r.rssMB);
  rows.push({
    metric: `${n}: server peak memory (RSS)`,
    value: rss,
    unit: 'MB',
    target: '< 1024',
    pass: rss < 1024,
    note: `${r.rssMB.join(' / ')} MB by instance; poppler and vips run as their own processes, not counted; load average ${os.loadavg()[0]!.toFixed(1)} at the end`,
  });
  return { rows, failures };
}
