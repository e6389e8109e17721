import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import * as XLSX from '@e965/xlsx';
import { seed } from './seed';
import { buildWeb, routeWeights } from './web-size';

/**
 * npm run bench: the real server on loopback against a seeded conference, measured with autocannon, next to a
 * bare Fastify JSON route in the same run (load and server share the machine, so ratios are what compare).
 * Writes bench/report/latest.json and bench/report/latest.md. Every figure has a target and pass/miss.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const reportDir = path.join(root, 'bench', 'report');
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 100;

type Row = {
  metric: string;
  value: number | string;
  unit: string;
  target: string;
  pass: boolean | null;
  note?: string;
};
const rows: Row[] = [];
const record = (r: Row) => {
  rows.push(r);
  const verdict = r.pass === null ? 'info' : r.pass ? 'pass' : 'MISS';
  console.log(
    `${verdict.padEnd(5)} ${r.metric}: ${r.value} ${r.unit} (target ${r.target})${r.note ? ` - ${r.note}` : ''}`,
  );
};
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function startNode(
  args: string[],
  env: Record<string, string>,
  healthUrl: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out = (out + String(d)).slice(-5000)));
  child.stderr?.on('data', (d) => (out = (out + String(d)).slice(-5000)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited:\n${out}`);
    try {
      if ((await fetch(healthUrl)).ok) return child;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Peak resident memory of a process while `during` runs, read from /proc. */
async function peakRss<T>(pid: number, during: () => Promise<T>): Promise<{ value: T; peakMB: number }> {
  let peak = 0;
  const read = () => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) peak = Math.max(peak, Number(m[1]) / 1024);
    } catch {
      /* not Linux or gone */
    }
  };
  const timer = setInterval(read, 100);
  try {
    const value = await during();
    read();
    return { value, peakMB: round(peak) };
  } finally {
    clearInterval(timer);
  }
}

const load = (opts: Parameters<typeof autocannon>[0]) =>
  autocannon({ connections: CONNECTIONS, duration: DURATION, timeout: 10, ...opts });
const describe = (r: Result) =>
  `${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`;

const medianOf = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function pick<T>(xs: T[]): T {
  return xs[Math.floor(Math.random() * xs.length)]!;
}

function posterWorkbook(n: number): Buffer {
  const rows: unknown[][] = [
    ['title', 'author', 'affiliation', 'category', 'abstract', 'keywords', 'order_number'],
  ];
  for (let i = 0; i < n; i++)
    rows.push([
      `Imported poster ${i}`,
      `Author ${i}`,
      'KAIST',
      'AI',
      `Abstract of imported poster ${i}.`,
      'a; b',
      i + 1,
    ]);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Posters');
  return Buffer.from(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

function multipartBody(filename: string, content: Buffer): { body: Buffer; type: string } {
  const boundary = '----bench' + Date.now().toString(16);
  return {
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

async function main() {
  const started = Date.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poster-bench-'));
  const children: ChildProcess[] = [];
  try {
    console.log(
      'seeding: 1,000 posters x 200 judges x 5 criteria, and 2,000 posters x 5 judges x 10 criteria with every evaluation',
    );
    const t0 = performance.now();
    const s = await seed(dataDir);
    console.log(`seeded in ${Math.round(performance.now() - t0)} ms`);

    const [port, barePort] = [await freePort(), await freePort()];
    const base = `http://127.0.0.1:${port}`;
    // The server as `npm start` runs it: compiled to JavaScript (scripts/build-server.mjs).
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
    const server = await startNode(
      ['dist/server/main.js'],
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ADMIN_PASSWORD: 'bench-admin-password',
        LOG_LEVEL: 'warn',
        WEB_DIST: path.join(dataDir, 'no-web'),
      },
      `${base}/api/health`,
    );
    children.push(server);
    const bare = await startNode(
      ['--import', 'tsx', 'bench/bare-server.ts'],
      { PORT: String(barePort) },
      `http://127.0.0.1:${barePort}/json`,
    );
    children.push(bare);

    const pid = s.conf.id;
    const judges = s.conf.judges;
    const listReq = {
      method: 'GET',
      setupRequest: (req: object) => {
        const j = pick(judges);
        return { ...req, path: `/api/projects/${pid}/judge/posters`, headers: { cookie: j.cookie } };
      },
    };
    const detailReq = {
      method: 'GET',
      setupRequest: (req: object) => {
        const j = pick(judges);
        return {
          ...req,
          path: `/api/projects/${pid}/judge/posters/${pick(j.posters)}`,
          headers: { cookie: j.cookie },
        };
      },
    };
    let seq = 0;
    const evalReq = {
      method: 'PUT',
      setupRequest: (req: object) => {
        const j = pick(judges);
        const body = JSON.stringify({
          scores: s.conf.criteria.map((criterion_id, k) => ({ criterion_id, score: (seq + k) % 11 })),
          comment: `Bench evaluation ${seq++}`,
        });
        return {
          ...req,
          path: `/api/projects/${pid}/judge/posters/${pick(j.posters)}/evaluation`,
          headers: { cookie: j.cookie, 'content-type': 'application/json' },
          body,
        };
      },
    };

    // Warm both servers (JIT, SQLite page cache).
    await autocannon({ url: `http://127.0.0.1:${barePort}/json`, connections: 20, duration: 2 });
    await autocannon({ url: base, connections: 20, duration: 2, requests: [listReq] });

    console.log('load: bare Fastify JSON route');
    const bareRes = await load({ url: `http://127.0.0.1:${barePort}/json` });
    console.log(`  ${describe(bareRes)}`);
    console.log('load: GET judge/posters (judge sessions, 100 connections)');
    const list = await peakRss(server.pid!, () => load({ url: base, requests: [listReq] }));
    console.log(`  ${describe(list.value)}`);
    console.log('load: GET judge/posters/:id');
    const detail = await peakRss(server.pid!, () => load({ url: base, requests: [detailReq] }));
    console.log(`  ${describe(detail.value)}`);
    console.log('load: PUT evaluation (durable commits)');
    const evals = await peakRss(server.pid!, () => load({ url: base, requests: [evalReq] }));
    console.log(`  ${describe(evals.value)}`);
    // The read figures above meet a database that nothing writes to, so every kept result stays valid. In the
    // hall judges submit while others read: one request in ten a submission, and the reads pay for it.
    console.log('load: mixed, 9 list or poster reads to 1 evaluation submission');
    const mixed = await peakRss(server.pid!, () =>
      load({
        url: base,
        requests: [
          listReq,
          detailReq,
          listReq,
          detailReq,
          listReq,
          detailReq,
          listReq,
          detailReq,
          listReq,
          evalReq,
        ],
      }),
    );
    console.log(`  ${describe(mixed.value)}`);

    record({
      metric: 'bare Fastify JSON route',
      value: Math.round(bareRes.requests.average),
      unit: 'req/s',
      target: 'baseline',
      pass: null,
      note: `p50 ${bareRes.latency.p50} ms, p99 ${bareRes.latency.p99} ms`,
    });
    for (const [name, r] of [
      ['judge poster list', list.value],
      ['judge poster detail', detail.value],
    ] as const) {
      const ratio = r.requests.average / bareRes.requests.average;
      const clean = r.non2xx === 0 && r.errors === 0;
      record({
        metric: `${name}: throughput`,
        value: Math.round(r.requests.average),
        unit: 'req/s',
        target: 'info',
        pass: null,
        note: `p50 ${r.latency.p50} ms; non-2xx ${r.non2xx}, errors ${r.errors}`,
      });
      record({
        metric: `${name}: ratio to bare Fastify`,
        value: round(ratio, 2),
        unit: 'x',
        target: '>= 0.5',
        pass: ratio >= 0.5 && clean,
      });
      record({
        metric: `${name}: p99 latency`,
        value: r.latency.p99,
        unit: 'ms',
        target: '< 25',
        pass: r.latency.p99 < 25 && clean,
      });
    }
    const evalClean = evals.value.non2xx === 0 && evals.value.errors === 0;
    record({
      metric: 'evaluation submissions (PUT, durable)',
      value: Math.round(evals.value.requests.average),
      unit: 'req/s',
      target: '>= 500',
      pass: evals.value.requests.average >= 500 && evalClean,
      note: `non-2xx ${evals.value.non2xx}, errors ${evals.value.errors}`,
    });
    record({
      metric: 'evaluation submissions: p99 latency',
      value: evals.value.latency.p99,
      unit: 'ms',
      target: '< 50',
      pass: evals.value.latency.p99 < 50 && evalClean,
    });
    record({
      metric: 'mixed load (9 judge reads : 1 submission): throughput',
      value: Math.round(mixed.value.requests.average),
      unit: 'req/s',
      target: 'info',
      pass: null,
      note: `ratio to bare ${round(mixed.value.requests.average / bareRes.requests.average, 2)}x; p50 ${mixed.value.latency.p50} ms, p99 ${mixed.value.latency.p99} ms; non-2xx ${mixed.value.non2xx}, errors ${mixed.value.errors}`,
    });
    const peak = Math.max(list.peakMB, detail.peakMB, evals.peakMB, mixed.peakMB);
    record({
      metric: 'server memory (RSS) under load',
      value: peak,
      unit: 'MB',
      target: '< 200',
      pass: peak < 200,
    });

    // Import: 10,000 rows, against the bare parse of the same file by @e965/xlsx in this process. Both are the
    // median of three runs on an otherwise idle machine; responsiveness during an import is measured apart,
    // with other requests at a steady rate (a busy poster hall), not a saturating load that would only measure
    // how the two cores are shared.
    console.log('import: 10,000-row poster .xlsx');
    const file = posterWorkbook(10_000);
    const parses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const p0 = performance.now();
      const wb = XLSX.read(file, { type: 'buffer' });
      XLSX.utils.sheet_to_json(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 });
      parses.push(performance.now() - p0);
    }
    const bareParse = medianOf(parses);
    const { body, type } = multipartBody('posters.xlsx', file);
    const upload = async () => {
      const res = await fetch(`${base}/api/projects/${s.importTarget.id}/posters/upload-excel`, {
        method: 'POST',
        headers: { cookie: s.adminCookie, 'content-type': type },
        body: new Uint8Array(body),
      });
      return { status: res.status, text: await res.text() };
    };
    const imports: number[] = [];
    let importPeak = { value: { status: 0, text: '' }, peakMB: 0 };
    for (let i = 0; i < 3; i++) {
      const i0 = performance.now();
      importPeak = await peakRss(server.pid!, upload);
      imports.push(performance.now() - i0);
      if (importPeak.value.status !== 200) break;
    }
    const importMs = medianOf(imports);
    const probe = { url: base, connections: 10, overallRate: 200, requests: [listReq] };
    const baseline = await autocannon({ ...probe, duration: 4 });
    const during = autocannon({ ...probe, duration: 60 });
    await new Promise((r) => setTimeout(r, 300));
    const duringImport = await upload();
    during.stop();
    const duringRes = await during;
    const imported =
      importPeak.value.status === 200
        ? (JSON.parse(importPeak.value.text) as { details: { posters_created: number } }).details
            .posters_created
        : 0;
    record({
      metric: 'import of 10,000 posters (.xlsx)',
      value: Math.round(importMs),
      unit: 'ms',
      target: 'info',
      pass: null,
      note: `median of 3 on an idle server; HTTP ${importPeak.value.status}, ${imported} created; file ${round(file.length / 1024)} KB`,
    });
    record({
      metric: 'bare parse of the same file by @e965/xlsx',
      value: Math.round(bareParse),
      unit: 'ms',
      target: 'info',
      pass: null,
      note: 'median of 3',
    });
    const importRatio = importMs / bareParse;
    record({
      metric: 'import time / bare parse',
      value: round(importRatio, 2),
      unit: 'x',
      target: '<= 1.5',
      pass: importRatio <= 1.5 && imported === 10_000,
    });
    const p99Ratio = duringRes.latency.p99 / Math.max(1, baseline.latency.p99);
    record({
      metric: 'other requests p99 during the import',
      value: duringRes.latency.p99,
      unit: 'ms',
      target: `<= 2x baseline (${baseline.latency.p99} ms)`,
      pass: p99Ratio <= 2 && duringImport.status === 200,
      note: `${round(p99Ratio, 2)}x; judge/posters at 200 req/s over 10 connections; import HTTP ${duringImport.status}`,
    });
    record({
      metric: 'server memory (RSS) during the import',
      value: importPeak.peakMB,
      unit: 'MB',
      target: 'info',
      pass: null,
    });

    // Results: 2,000 posters x 5 judges x 10 criteria, every evaluation stored.
    const times: number[] = [];
    let resultRows = 0;
    for (let i = 0; i < 12; i++) {
      const r0 = performance.now();
      const res = await fetch(`${base}/api/projects/${s.results.id}/results`, {
        headers: { cookie: s.adminCookie },
      });
      const json = (await res.json()) as unknown[];
      if (i > 1) times.push(performance.now() - r0);
      resultRows = json.length;
    }
    const median = medianOf(times);
    record({
      metric: 'results (2,000 posters x 5 judges x 10 criteria)',
      value: round(median),
      unit: 'ms',
      target: '< 50',
      pass: median < 50 && resultRows === 2000,
      note: `median of 10; slowest ${round(Math.max(...times))} ms; ${resultRows} rows`,
    });

    for (const c of children) c.kill('SIGTERM');

    // The built web app: what the judge poster list and the public list download.
    console.log('building the web app for its sizes');
    const webOut = path.join(dataDir, 'web');
    buildWeb(webOut);
    const weights = routeWeights(webOut, {
      'judge poster list (/projects/:slug/judge/posters)': 'features/judge/routes/posters.tsx',
      'public project list (/)': 'features/projects/routes/project-list.tsx',
    });
    if ('error' in weights)
      record({
        metric: 'web app route weights',
        value: 'n/a',
        unit: '',
        target: 'judge < 100 KB JS',
        pass: false,
        note: weights.error,
      });
    else {
      for (const w of weights) {
        const judgeRoute = w.route.startsWith('judge');
        record({
          metric: `${w.route}: JS gzip`,
          value: w.jsGzipKB,
          unit: 'KB',
          target: judgeRoute ? '< 100' : 'info',
          pass: judgeRoute ? w.jsGzipKB < 100 : null,
        });
        record({
          metric: `${w.route}: CSS gzip`,
          value: w.cssGzipKB,
          unit: 'KB',
          target: 'info',
          pass: null,
        });
      }
    }

    const seconds = Math.round((Date.now() - started) / 1000);
    const report = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      seconds,
      durationPerLoad: DURATION,
      connections: CONNECTIONS,
      rows,
    };
    fs.mkdirSync(reportDir, { recursive: true });
    fs.writeFileSync(path.join(reportDir, 'latest.json'), JSON.stringify(report, null, 2) + '\n');
    const md = [
      `# Benchmark ${report.date}`,
      '',
      `Node ${report.node}, ${report.cpus} CPUs, SQLite; load and server on one machine over loopback; ${CONNECTIONS} connections for ${DURATION} s per load; whole run ${seconds} s.`,
      '',
      '| metric | value | target | result | note |',
      '|---|---:|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.metric} | ${r.value} ${r.unit} | ${r.target} | ${r.pass === null ? 'info' : r.pass ? 'pass' : '**miss**'} | ${r.note ?? ''} |`,
      ),
      '',
    ].join('\n');
    fs.writeFileSync(path.join(reportDir, 'latest.md'), md);
    console.log(`\nwrote bench/report/latest.json and bench/report/latest.md in ${seconds} s`);
    const misses = rows.filter((r) => r.pass === false);
    console.log(misses.length ? `${misses.length} target(s) missed` : 'every target met');
  } finally {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
