import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { assignmentPlanRows } from './assignment-plan';
import { dayRows, runDay, type DayScenario } from './day';
import { judgingRows } from './judging-rows';
import { kioskRows } from './kiosk';
import { searchRows } from './search';
import { lighthouseRows } from './lighthouse';
import { burstRows, loginBurst } from './login-burst';
import { organiserRows } from './organiser';
import { phoneRows } from './phone';
import { posterFileRows } from './poster-files';
import { printTable, round, writeReport, type Row } from './report';
import { runScenario, type Scenario, type ScenarioResult } from './scenarios';
import { cleanUp, root } from './servers';
import { tileRows } from './tiles';
import { routeWeights, type RouteWeight } from './web-size';

/**
 * npm run bench: what people feel on judging day. The app is built as `npm start` builds it; then, on SQLite,
 * on PostgreSQL and on three instances sharing one PostgreSQL and one S3 bucket (and no folder), 200 judges log in and judge all at once through
 * the HTTP API, and the results are checked to the last decimal against what they submitted. Then the
 * organiser's import and results, what the judge's browser downloads, and the phone section (bench/phone.ts).
 * Writes bench/report/latest.{json,md}; `npm run bench -- --phone` (or `-- --posters`, bench/poster-files.ts)
 * runs the build and that section alone and writes bench/report/phone.{json,md} (posters.*). Lighthouse mobile
 * (bench/lighthouse.ts) runs only as `npm run bench -- --lighthouse`, into bench/report/lighthouse.{json,md}: it
 * would add about three minutes to the full run. `npm run bench -- --login-burst` runs the build and the
 * 200 password logins at once (bench/login-burst.ts) alone, on SQLite and PostgreSQL, into
 * bench/report/login-burst.{json,md}; `npm run bench -- --judging` the judging day alone, into
 * bench/report/judging.{json,md}; `npm run bench -- --day` the poster day alone (bench/day.ts, DAY_SCALE), into
 * bench/report/day.{json,md}; `npm run bench -- --tiles` the tiles against a bare static server
 * (bench/tiles.ts), into bench/report/tiles.{json,md}; `npm run bench -- --search` poster search alone
 * (bench/search.ts, no build), into bench/report/search.{json,md}.
 */
const phoneOnly = process.argv.includes('--phone');
const postersOnly = process.argv.includes('--posters');
const lighthouseOnly = process.argv.includes('--lighthouse');
const burstOnly = process.argv.includes('--login-burst');
const kioskOnly = process.argv.includes('--kiosk');
const judgingOnly = process.argv.includes('--judging');
const dayOnly = process.argv.includes('--day');
const tilesOnly = process.argv.includes('--tiles');
const searchOnly = process.argv.includes('--search');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const reportDir = path.join(root, 'bench', 'report');

function webRows(): Row[] {
  const weights = routeWeights(path.join(root, 'dist', 'web'), {
    'judge poster list (/projects/:slug/judge/posters)': 'features/judge/routes/posters.tsx',
    'public project list (/)': 'features/projects/routes/project-list.tsx',
  });
  if ('error' in weights)
    return [
      {
        metric: 'web: route weights',
        value: 'n/a',
        unit: '',
        target: 'judge <= 130 KB JS gzip',
        pass: false,
        note: weights.error,
      },
    ];
  return weights.flatMap((w: RouteWeight & { jsBrotliKB?: number }) => {
    const judge = w.route.startsWith('judge');
    // web-size.ts may report brotli itself; if it does not (yet), the same files are compressed here.
    const brotli =
      w.jsBrotliKB ??
      round(
        w.files
          .filter((f) => f.endsWith('.js'))
          .reduce(
            (kb, f) =>
              kb + zlib.brotliCompressSync(fs.readFileSync(path.join(root, 'dist', 'web', f))).length / 1024,
            0,
          ),
      );
    return [
      {
        metric: `web: ${w.route}: JS gzip`,
        value: w.jsGzipKB,
        unit: 'KB',
        // docs/product.md#limits; 110 before pages were rendered on the server (decision 043).
        target: judge ? '<= 130' : 'info',
        pass: judge ? w.jsGzipKB <= 130 : null,
        note: `${w.files.filter((f) => f.endsWith('.js')).length} JS files on a first visit`,
      },
      { metric: `web: ${w.route}: JS brotli`, value: brotli, unit: 'KB', target: 'info', pass: null },
      { metric: `web: ${w.route}: CSS gzip`, value: w.cssGzipKB, unit: 'KB', target: 'info', pass: null },
    ];
  });
}

/** The poster files section (bench/poster-files.ts): in the full run, and alone with --posters. */
const POSTER_FILES = {
  heading: 'poster files: A0 PDF and a 15-page deck to ready, tiles per second, tap to sharp on the phone',
  metric: 'poster files',
  rows: posterFileRows,
};

/** The sections `npm run bench -- --<flag>` runs alone after the build, by their flag. */
const soloSections = (): [boolean, Parameters<typeof section>[2]][] => [
  [postersOnly, POSTER_FILES],
  [
    lighthouseOnly,
    {
      heading:
        'lighthouse: mobile preset (simulated slow 4G, CPU x4), 3 first visits a page, signed in by cookie',
      metric: 'lighthouse',
      rows: lighthouseRows,
    },
  ],
  [
    kioskOnly,
    {
      heading: 'kiosk: Lighthouse desktop on the kiosk home, switching posters on a warm kiosk',
      metric: 'kiosk',
      rows: kioskRows,
    },
  ],
  [
    tilesOnly,
    {
      heading: 'tiles: the app against a bare node:http static server on the same files',
      metric: 'tiles',
      rows: tileRows,
    },
  ],
];

async function main() {
  const started = Date.now();
  // Other work on the machine moves every latency: the load average at the start says how busy it was.
  const loadAverage = os.loadavg().map((l) => round(l, 2));
  const rows: Row[] = [];
  const failures: string[] = [];
  try {
    // Poster search is the server's alone: no build.
    if (searchOnly) {
      await section(rows, failures, {
        heading: 'search: ranked poster search with snippets, 1,500 posters with text, SQLite and PostgreSQL',
        metric: 'search',
        rows: () => searchRows(PG_URL),
      });
      return finish(started, loadAverage, rows, failures);
    }
    console.log('building the app as npm start does (npm run build)');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    rows.push(...webRows());
    const solo = soloSections().find(([on]) => on)?.[1];
    if (solo) {
      await section(rows, failures, solo);
      return finish(started, loadAverage, rows, failures);
    }
    if (judgingOnly) {
      await judgingDay(rows, failures);
      return finish(started, loadAverage, rows, failures);
    }
    if (dayOnly) {
      await posterDay(rows, failures);
      return finish(started, loadAverage, rows, failures);
    }
    if (burstOnly) {
      await burst(rows, failures);
      return finish(started, loadAverage, rows, failures);
    }

    await section(rows, failures, {
      heading: 'phone: Chromium at 390 x 844, 1.6 Mbps / 750 kbps / 150 ms, CPU x4; first and repeat visits',
      metric: 'phone',
      failure: 'phone figures',
      rows: phoneRows,
    });
    if (phoneOnly) return finish(started, loadAverage, rows, failures);
    await section(rows, failures, POSTER_FILES);

    await judgingDay(rows, failures);
    await burst(rows, failures);

    await section(rows, failures, {
      heading: 'organiser: import of 10,000 posters and results of 2,000 x 5 x 10 (SQLite)',
      metric: 'organiser: import and results',
      failure: 'organiser figures',
      rows: async () => [...(await organiserRows()), ...assignmentPlanRows()],
    });
  } finally {
    await cleanUp();
  }
  finish(started, loadAverage, rows, failures);
}

/**
 * The judging day (bench/scenarios.ts) on SQLite, on PostgreSQL, and on three instances sharing one PostgreSQL
 * and one bucket and nothing else; its rows go first in the report.
 */
async function judgingDay(rows: Row[], failures: string[]) {
  const scenarios: Scenario[] = [
    { name: 'SQLite', instances: 1, flood: true },
    { name: 'PostgreSQL', postgres: PG_URL, instances: 1, flood: false },
    { name: 'PostgreSQL + S3 x3 instances', postgres: PG_URL, instances: 3, s3: true, flood: false },
  ];
  const results: ScenarioResult[] = [];
  for (const [i, s] of scenarios.entries()) results.push(await runScenario(s, `s${i + 1}`));
  const judging = judgingRows(results);
  rows.unshift(...judging.rows);
  failures.push(...judging.failures);
}

/** The poster day (bench/day.ts) on SQLite, on PostgreSQL, and on three instances sharing PostgreSQL and a bucket. */
async function posterDay(rows: Row[], failures: string[]) {
  const scenarios: DayScenario[] = [
    { name: 'day SQLite', instances: 1 },
    { name: 'day PostgreSQL', postgres: PG_URL, instances: 1 },
    { name: 'day PostgreSQL + S3 x3 instances', postgres: PG_URL, instances: 3, s3: true },
  ];
  for (const [i, s] of scenarios.entries()) {
    const day = dayRows(await runDay(s, `d${i + 1}`));
    rows.push(...day.rows);
    failures.push(...day.failures);
  }
}

/** 200 password logins at once on SQLite and on PostgreSQL (bench/login-burst.ts). */
async function burst(rows: Row[], failures: string[]) {
  for (const [name, tag, pg] of [
    ['SQLite', 'b1', undefined],
    ['PostgreSQL', 'b2', PG_URL],
  ] as const) {
    const b = burstRows(await loginBurst(name, tag, pg));
    rows.push(...b.rows);
    failures.push(...b.failures);
  }
}

/**
 * One section of the run: its heading printed, its rows added. A failure is reported as a row (`metric`, "did not
 * run") and among the failures (`failure`, or else `metric`: stopped, and why), and the run goes on.
 */
async function section(
  rows: Row[],
  failures: string[],
  part: { heading: string; metric: string; failure?: string; rows: () => Promise<Row[]> },
) {
  console.log(part.heading);
  try {
    rows.push(...(await part.rows()));
  } catch (err) {
    const cause = err instanceof Error && err.cause ? ` (${String(err.cause)})` : '';
    const why = (err instanceof Error ? err.message.split('\n')[0]! : String(err)) + cause;
    failures.push(`${part.failure ?? part.metric}: stopped: ${why}`);
    rows.push({
      metric: part.metric,
      value: 'did not run',
      unit: '',
      target: 'runs',
      pass: false,
      note: why,
    });
  }
}

function finish(started: number, loadAverage: number[], rows: Row[], failures: string[]) {
  const seconds = Math.round((Date.now() - started) / 1000);
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverage,
    seconds,
    rows,
    failures,
  };
  const name = phoneOnly
    ? 'phone'
    : postersOnly
      ? 'posters'
      : lighthouseOnly
        ? 'lighthouse'
        : kioskOnly
          ? 'kiosk'
          : burstOnly
            ? 'login-burst'
            : judgingOnly
              ? 'judging'
              : dayOnly
                ? 'day'
                : tilesOnly
                  ? 'tiles'
                  : searchOnly
                    ? 'search'
                    : 'latest';
  const sharing =
    name === 'day'
      ? 'servers (the compiled build), poppler, vips and the simulated people'
      : name === 'search'
        ? 'the benchmark and its databases'
        : name === 'latest' || name === 'login-burst' || name === 'judging'
          ? 'servers (the compiled build) and the 200 simulated judges'
          : 'the server and Chromium';
  const header =
    `Node ${report.node}, ${report.cpus} CPUs; ${sharing} share the machine over loopback; load average at the ` +
    `start ${loadAverage.join(', ')}; whole run ${seconds} s.`;
  writeReport(reportDir, report, header, name);
  console.log(`\n${printTable(rows)}\n`);
  if (failures.length) console.log(`failures:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
  console.log(`wrote bench/report/${name}.json and bench/report/${name}.md in ${seconds} s`);
  const misses = rows.filter((r) => r.pass === false).length;
  console.log(misses ? `${misses} target(s) missed` : 'every target met');
}

await main();
