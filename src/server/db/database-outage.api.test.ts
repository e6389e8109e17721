import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { testConfig } from '@server/test/test-config';
import { migrate, openDatabase, type Database } from '@server/db/database';
import { posterUpload, presenterClient } from '@server/modules/submissions/uploads.test-kit';
import { RENDER_JOB } from '@server/modules/submissions/render-job';
import * as fx from '@server/test/fixture-rows';
import { openEventStream, type EventStream } from '@server/test/event-stream';
import { startPgCluster, type PgCluster } from '@server/test/pg-cluster';
import { posterFixture, POSTERS } from '@server/test/poster-fixtures';
import { onPostgres, type Client } from '@server/test/test-app';

// A database restart or failover under a server with judges submitting: the server keeps running, answers 503
// DATABASE_UNAVAILABLE meanwhile, and comes back by itself. On a PostgreSQL cluster of the test's own, since the
// shared one serves every other test file at the same time. Run with the PostgreSQL suite.
describe.skipIf(!onPostgres)('a PostgreSQL restart under a running server', () => {
  let cluster: PgCluster;
  let database: Database;
  let app: FastifyInstance;
  let base: string;
  let dir: string;
  let w: Awaited<ReturnType<typeof world>>;
  const streams: EventStream[] = [];

  async function world(db: Database['db']) {
    const project = await fx.makeProject(db);
    const admin = await fx.makeAdmin(db, { projectIds: [project.id] });
    const criterion = await fx.makeCriterion(db, project.id, { max_score: 10 });
    const judges = [];
    for (let i = 0; i < 3; i++) judges.push(await fx.makeJudge(db, project.id));
    const posters = [];
    for (let i = 0; i < 12; i++) posters.push(await fx.makePoster(db, project.id));
    for (const j of judges) for (const p of posters) await fx.makeAssignment(db, project.id, j.id, p.id);
    const clients: Client[] = [];
    for (const j of judges) clients.push(await fx.sessionFor(app, 'judge', j.id, project.id));
    return { project, admin, criterion, judges, posters, clients };
  }

  beforeAll(async () => {
    cluster = await startPgCluster();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outage-'));
    database = openDatabase({ databaseUrl: cluster.url });
    await migrate(database);
    const config = { ...testConfig({ DATA_DIR: dir }), liveHeartbeatMs: 50 };
    app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    w = await world(database.db);
  }, 120_000);

  afterAll(async () => {
    for (const s of streams) s.close();
    await app?.close();
    await database?.close();
    cluster?.destroy();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Every (judge, poster) pair has a score of its own, so what is stored tells which send it came from. */
  const scoreOf = (j: number, p: number) => ((j * 7 + p * 3) % 10) + 1;
  const acknowledged = new Map<string, number>();
  const refusals: Array<{ status: number; code: string; retryAfter: string | undefined }> = [];

  async function send(j: number, p: number) {
    const res = await fetch(
      `${base}/api/projects/${w.project.id}/judge/posters/${w.posters[p]!.id}/evaluation`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: w.clients[j]!.cookie },
        body: JSON.stringify({
          scores: [{ criterion_id: w.criterion.id, score: scoreOf(j, p) }],
          comment: 'Clear and well argued.',
        }),
      },
    );
    const body = (await res.json()) as { code?: string };
    if (res.status === 200) acknowledged.set(`${j}:${p}`, scoreOf(j, p));
    else
      refusals.push({
        status: res.status,
        code: body.code ?? '',
        retryAfter: res.headers.get('retry-after') ?? undefined,
      });
    return res.status;
  }

  /** Ends every connection of the database but this one: what a restart or failover does to them. */
  async function terminateBackends() {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    const { rows } = await admin.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    await admin.end();
    return rows[0]!.n;
  }

  /** The organiser's dashboard stream, listening (its `ready` received). */
  async function dashboardStream(): Promise<EventStream> {
    const admin = await fx.sessionFor(app, 'admin', w.admin.id);
    const stream = await openEventStream(base, `/api/projects/${w.project.id}/events`, admin.cookie);
    streams.push(stream);
    await stream.next((m) => m.event === 'ready');
    return stream;
  }

  /**
   * Waits for the dashboard's `resync` after its LISTEN connection was cut, then for the change of judge j's
   * evaluation of poster p, sent after it. A cut can catch the LISTEN connection again while it comes back from the
   * one before, so one `resync` may be followed by another: a change sent between them is covered by the later one
   * (the dashboard refetches) and is sent again. Returns how many `resync` came.
   */
  async function resyncedThenHears(stream: EventStream, j: number, p: number) {
    const [poster, judge] = [w.posters[p]!.id, w.judges[j]!.id];
    let resyncs = 0;
    for (;;) {
      const m = await stream.next((m) => {
        if (m.event === 'resync') return true;
        const e = m.event === 'change' ? JSON.parse(m.data) : null;
        return e?.kind === 'evaluation.submitted' && e.poster_id === poster && e.judge_id === judge;
      });
      if (m.event === 'resync') {
        resyncs++;
        expect(await send(j, p)).toBe(200);
      } else if (resyncs > 0) return resyncs;
    }
  }

  const ready = async () => (await fetch(`${base}/api/health/ready`)).status;
  async function untilReady() {
    while ((await ready()) !== 200) await sleep(100);
  }

  // A cluster stopped and started, and connections cut, under a loaded machine: more time than a plain call.
  it(
    'keeps serving when every connection is cut, twice, with judges submitting at once',
    { timeout: 120_000 },
    async () => {
      const stream = await dashboardStream();
      for (const round of [0, 1]) {
        const pairs = w.judges.flatMap((_, j) => [0, 1, 2].map((k) => [j, round * 3 + k] as const));
        const [cut] = await Promise.all([terminateBackends(), ...pairs.map(([j, p]) => send(j, p))]);
        expect(cut).toBeGreaterThan(0);
        // What was refused in the cut is sent again, as the judge's outbox does.
        for (const [j, p] of pairs) while (!acknowledged.has(`${j}:${p}`)) await send(j, p);
        expect((await fetch(`${base}/api/health`)).status).toBe(200);
      }
      for (const r of refusals)
        expect(r).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE', retryAfter: '5' });
      // The LISTEN connection was cut too: it comes back, says `resync`, and later changes reach the dashboard.
      expect(await resyncedThenHears(stream, 0, 6)).toBeGreaterThan(0);
    },
  );

  it(
    'answers 503 while the database is stopped, and comes back by itself when it restarts',
    { timeout: 120_000 },
    async () => {
      // A presenter's file acknowledged just before the restart: its render job runs into the outage.
      const poster = w.posters[11]!;
      const presenter = await presenterClient(app, poster.id, w.project.id);
      const upload = await presenter.inject({
        method: 'POST',
        url: `/api/projects/${w.project.id}/presenter/poster/file`,
        ...posterUpload(posterFixture(POSTERS.a0PdfTex), 'poster.pdf'),
      });
      expect(upload.statusCode, upload.body).toBe(202);
      const submissionId = upload.json().id as number;
      const rendered = new Promise<void>((resolve) => {
        const stop = app.jobs.on((e) => {
          if (e.type !== 'settled' || e.kind !== RENDER_JOB || e.status !== 'done') return;
          stop();
          resolve();
        });
      });
      const stream = await dashboardStream();

      cluster.stop();
      const before = refusals.length;
      expect(await send(1, 7)).toBe(503);
      expect(refusals.slice(before)).toEqual([
        { status: 503, code: 'DATABASE_UNAVAILABLE', retryAfter: '5' },
      ]);
      const readiness = await fetch(`${base}/api/health/ready`);
      expect(readiness.status).toBe(503);
      expect(await readiness.json()).toMatchObject({ status: 'not_ready', checks: { database: false } });
      const health = await fetch(`${base}/api/health`);
      expect([health.status, ((await health.json()) as { code: string }).code]).toEqual([
        503,
        'DATABASE_UNAVAILABLE',
      ]);

      cluster.start();
      await untilReady();
      for (const j of [0, 1, 2])
        for (const p of [7, 8, 9, 10]) while (!acknowledged.has(`${j}:${p}`)) await send(j, p);
      expect(await resyncedThenHears(stream, 0, 10)).toBeGreaterThan(0);
      await rendered;
      const stored = await database.db
        .selectFrom('submissions')
        .select(['status', 'page_count'])
        .where('id', '=', submissionId)
        .executeTakeFirstOrThrow();
      expect(stored.page_count).toBe(1);
      expect(['submitted', 'approved']).toContain(stored.status);

      // Every acknowledged evaluation is stored with the score that was acknowledged.
      const rows = await database.db
        .selectFrom('evaluations')
        .innerJoin('evaluation_scores', 'evaluation_scores.evaluation_id', 'evaluations.id')
        .select(['evaluations.judge_id', 'evaluations.poster_id', 'evaluation_scores.score'])
        .where('evaluations.project_id', '=', w.project.id)
        .execute();
      const storedScores = new Map(
        rows.map((r) => [
          `${w.judges.findIndex((j) => j.id === r.judge_id)}:${w.posters.findIndex((p) => p.id === r.poster_id)}`,
          r.score,
        ]),
      );
      expect(acknowledged.size).toBe(3 * 2 * 3 + 1 + 3 * 4);
      for (const [key, score] of acknowledged) expect(storedScores.get(key), key).toBe(score);
    },
  );
});
