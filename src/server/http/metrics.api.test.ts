import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declareJob, jobKind } from '@server/modules/jobs/job-kind';
import { enqueue, PermanentJobError } from '@server/modules/jobs/job-queue';
import * as fx from '@server/test/fixture-rows';
import { openEventStream } from '@server/test/event-stream';
import { anonymousOf, onPostgres, useTestApp } from '@server/test/test-app';

/**
 * `/metrics` as Prometheus reads it: the names an operator's dashboards use, figures that move with what the
 * server does, and nobody outside this machine without the token.
 */
const TOKEN = 'metrics-token-for-the-tests-0123';
const t = useTestApp({ metricsToken: TOKEN, liveHeartbeatMs: 50 });
let base: string;
let port: number;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  base = `http://127.0.0.1:${port}`;
});

/** Scrapes as Prometheus on this machine does: a plain GET over the loopback socket. */
async function scrape(headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${base}/metrics`, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** The value of one sample: `name{labels}` as written, labels in any order; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return 0;
}

describe('GET /metrics', () => {
  it('names what an operator watches', async () => {
    await fetch(`${base}/api/health`);
    const text = await scrape();
    for (const name of [
      'http_request_duration_seconds_bucket',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
      'db_query_duration_seconds_count',
      'password_hash_queue',
      'live_streams',
      'uploads_in_progress',
    ])
      expect(text, name).toMatch(new RegExp(`^${name}[ {]`, 'm'));
    expect(text).toContain('# TYPE job_runs_total counter');
    expect(text).toContain('# TYPE jobs gauge');
    expect(text).toContain('# TYPE jobs_oldest_due_age_seconds gauge');
    // The pool's figures exist where there is a pool.
    expect(/^db_pool_connections\{state="total"\} \d+/m.test(text)).toBe(onPostgres);
  });

  it('counts requests by the route they matched and their status', async () => {
    const route = { method: 'GET', route: '/api/health', status_code: '200' };
    const before = sample(await scrape(), 'http_request_duration_seconds_count', route);
    await Promise.all([1, 2, 3].map(() => fetch(`${base}/api/health`)));
    const after = await scrape();
    expect(sample(after, 'http_request_duration_seconds_count', route)).toBe(before + 3);
    // An unknown project is counted under its route's pattern, never its own address.
    await fetch(`${base}/api/projects/999999/posters`);
    const text = await scrape();
    expect(text).toContain('route="/api/projects/:projectId/posters"');
    expect(text).not.toContain('/999999');
  });

  it('counts database queries, and password checks go through the hash queue', async () => {
    const before = await scrape();
    const project = await fx.makeProject(t.db);
    const judge = await fx.makeJudge(t.db, project.id);
    const res = await anonymousOf(t).inject({
      method: 'POST',
      url: `/api/projects/${project.id}/judge/login`,
      payload: { username: judge.username, password: fx.PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await scrape();
    expect(
      sample(after, 'db_query_duration_seconds_count', { kind: 'select', failed: 'false' }),
    ).toBeGreaterThan(sample(before, 'db_query_duration_seconds_count', { kind: 'select', failed: 'false' }));
    // Nothing waits for a hash once the login is answered.
    expect(sample(after, 'password_hash_queue', { state: 'active' })).toBe(0);
    expect(sample(after, 'password_hash_queue', { state: 'pending' })).toBe(0);
  });

  it('tells the job queue: depth by kind and status, and how runs ended', async () => {
    const project = await fx.makeProject(t.db);
    let fail = true;
    const kind = jobKind({ name: 'metrics-test', payload: z.object({}) });
    t.app.jobs.register(
      declareJob(kind, {
        handler: async () => {
          if (fail) throw new PermanentJobError('TEST_REFUSED', 'refused for the test');
        },
      }),
    );
    await t.db.transaction().execute((trx) => enqueue(trx, kind, {}, { projectId: project.id }));
    t.app.jobs.wake();
    await t.app.jobs.idle('metrics-test');
    fail = false;
    await t.db.transaction().execute((trx) => enqueue(trx, kind, {}, { projectId: project.id }));
    t.app.jobs.wake();
    await t.app.jobs.idle('metrics-test');
    const text = await scrape();
    expect(sample(text, 'job_runs_total', { kind: 'metrics-test', status: 'failed' })).toBe(1);
    expect(sample(text, 'job_runs_total', { kind: 'metrics-test', status: 'done' })).toBe(1);
    expect(sample(text, 'jobs', { kind: 'metrics-test', status: 'failed' })).toBe(1);
    expect(sample(text, 'jobs', { kind: 'metrics-test', status: 'done' })).toBe(1);
    expect(sample(text, 'jobs_oldest_due_age_seconds', { kind: 'metrics-test' })).toBe(0);
  });

  it('counts open live streams, and forgets a closed one', async () => {
    const project = await fx.makeProject(t.db);
    const admin = await fx.makeAdmin(t.db, { projectIds: [project.id] });
    const session = await fx.sessionFor(t.app, 'admin', admin.id);
    const before = sample(await scrape(), 'live_streams');
    const stream = await openEventStream(base, `/api/projects/${project.id}/events`, session.cookie);
    await stream.next((m) => m.event === 'ready');
    expect(sample(await scrape(), 'live_streams')).toBe(before + 1);
    stream.close();
    await expect.poll(async () => sample(await scrape(), 'live_streams')).toBe(before);
  });

  it('counts an upload while it is sent, and no more once the client gives up', async () => {
    const project = await fx.makeProject(t.db);
    const poster = await fx.makePoster(t.db, project.id);
    const admin = await fx.makeAdmin(t.db, { projectIds: [project.id] });
    const session = await fx.sessionFor(t.app, 'admin', admin.id);
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/projects/${project.id}/posters/${poster.id}/images HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Cookie: ${session.cookie}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
        'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n--x\r\n',
    );
    await expect.poll(async () => sample(await scrape(), 'uploads_in_progress')).toBe(1);
    socket.destroy();
    await expect.poll(async () => sample(await scrape(), 'uploads_in_progress')).toBe(0);
  });

  it('is refused from elsewhere without the token, in our error shape', async () => {
    const outside = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(outside.body).not.toContain('http_request');
    // A proxy on this machine speaking for someone else is not this machine.
    const proxied = await fetch(`${base}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(proxied.status).toBe(403);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(403);
    const right = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('http_request_duration_seconds');
  });
});

describe('GET /api/health/ready', () => {
  it('is ready while the database answers and the job queue runs, and says which part is not', async () => {
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(200);
    // This machine has every program and Korean fonts (CI installs them): nothing is missing.
    const tools = { pdf: true, slides: true, korean_fonts: true, missing: [] };
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: true, jobs: true },
      tools,
      storage: { kind: 'folder', reachable: true },
    });
    // /api/health stays what a load balancer asks: alive.
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'ok' });
  });

  // Last in the file: the runner stays closed.
  it('is not ready once the job queue has stopped, and says so', async () => {
    await t.app.jobs.close();
    const res = await fetch(`${base}/api/health/ready`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'not_ready', checks: { database: true, jobs: false } });
  });
});
