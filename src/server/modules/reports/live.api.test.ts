import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { openDatabase, type Database } from '@server/db/database';
import * as fx from '@server/test/fixture-rows';
import { anonymousOf, onPostgres, useTestApp, type Client } from '@server/test/test-app';
import { openEventStream, type EventStream, type StreamMessage } from '@server/test/event-stream';
import { recordChange } from '../audit/audit.service';

// Heartbeats every 50 ms here, so a stream's session check and comment come without waiting 25 s.
const t = useTestApp({ liveHeartbeatMs: 50 });
let base: string;
let w: Awaited<ReturnType<typeof world>>;
const streams: EventStream[] = [];

async function world(db: Database['db']) {
  const project = await fx.makeProject(db);
  const other = await fx.makeProject(db);
  const admin = await fx.makeAdmin(db, { projectIds: [project.id] });
  const otherAdmin = await fx.makeAdmin(db, { projectIds: [other.id] });
  const judge = await fx.makeJudge(db, project.id);
  const criterion = await fx.makeCriterion(db, project.id, { max_score: 10 });
  const posters = [await fx.makePoster(db, project.id), await fx.makePoster(db, project.id)];
  for (const p of posters) await fx.makeAssignment(db, project.id, judge.id, p.id);
  return { project, other, admin, otherAdmin, judge, criterion, posters };
}

beforeAll(async () => {
  w = await world(t.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address() as { port: number };
  base = `http://127.0.0.1:${addr.port}`;
});
afterAll(() => {
  for (const s of streams) s.close();
});

const eventsPath = (projectId = w.project.id) => `/api/projects/${projectId}/events`;

async function adminStream(app: FastifyInstance, url = base): Promise<EventStream> {
  const admin = await fx.sessionFor(app, 'admin', w.admin.id);
  const s = await openEventStream(url, eventsPath(), admin.cookie);
  streams.push(s);
  expect(s.status).toBe(200);
  // Listening from here on: the server sends `ready` once its subscription is in place.
  await s.next((m) => m.event === 'ready');
  return s;
}

function submit(app: FastifyInstance, judge: Client, posterId: number, score: number) {
  return judge.inject({
    method: 'PUT',
    url: `/api/projects/${w.project.id}/judge/posters/${posterId}/evaluation`,
    payload: { scores: [{ criterion_id: w.criterion.id, score }], comment: 'Clear and well argued.' },
  });
}

const change = (kind: string, posterId?: number) => (m: StreamMessage) =>
  m.event === 'change' &&
  JSON.parse(m.data).kind === kind &&
  (posterId === undefined || JSON.parse(m.data).poster_id === posterId);

describe('GET /projects/{id}/events', () => {
  it('is a text/event-stream that tells the admin when a judge submits', async () => {
    const s = await adminStream(t.app);
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(s.headers['cache-control']).toBe('no-cache, no-transform');
    expect(s.headers['x-accel-buffering']).toBe('no');
    const judge = await fx.sessionFor(t.app, 'judge', w.judge.id, w.project.id);
    const res = await submit(t.app, judge, w.posters[0]!.id, 7);
    expect(res.statusCode, res.body).toBe(200);
    const m = await s.next((x) => x.event === 'change');
    expect(JSON.parse(m.data)).toEqual({
      kind: 'evaluation.submitted',
      poster_id: w.posters[0]!.id,
      judge_id: w.judge.id,
    });
    s.close();
  });

  it('announces only committed changes: a rolled-back one never arrives', async () => {
    const s = await adminStream(t.app);
    const entry = (kind: 'criterion.updated' | 'criterion.created') => ({
      kind,
      summary: 'test',
      detail: {},
    });
    await t.db
      .transaction()
      .execute(async (trx) => {
        await recordChange(trx, w.project.id, entry('criterion.updated'));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await t.db.transaction().execute((trx) => recordChange(trx, w.project.id, entry('criterion.created')));
    const first = await s.next((m) => m.event === 'change');
    expect(JSON.parse(first.data).kind).toBe('criterion.created');
    s.close();
  });

  it("does not tell one project's admins about another project", async () => {
    const otherAdmin = await fx.sessionFor(t.app, 'admin', w.otherAdmin.id);
    const s = await openEventStream(base, eventsPath(w.other.id), otherAdmin.cookie);
    streams.push(s);
    await s.next((m) => m.event === 'ready');
    const judge = await fx.sessionFor(t.app, 'judge', w.judge.id, w.project.id);
    expect((await submit(t.app, judge, w.posters[1]!.id, 3)).statusCode).toBe(200);
    // Then a change in the other project: it is the first change this stream sees.
    await t.db
      .transaction()
      .execute((trx) =>
        recordChange(trx, w.other.id, { kind: 'criterion.created', summary: 'x', detail: {} }),
      );
    expect(JSON.parse((await s.next((m) => m.event === 'change')).data).kind).toBe('criterion.created');
    s.close();
  });

  it('sends a heartbeat comment, and ends when the session ends', async () => {
    const admin = await fx.sessionFor(t.app, 'admin', w.admin.id);
    const s = await openEventStream(base, eventsPath(), admin.cookie);
    streams.push(s);
    expect(await s.nextComment()).toBe('heartbeat');
    const out = await admin.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
    await s.ended;
  });

  it('refuses anonymous (401), a judge, a participant and an admin of another project (403), with the error shape', async () => {
    const db = t.db;
    const callers: Array<[string, Client, number, string]> = [
      ['anonymous', anonymousOf(t), 401, 'UNAUTHENTICATED'],
      ['judge', await fx.sessionFor(t.app, 'judge', w.judge.id, w.project.id), 403, 'FORBIDDEN'],
      [
        'participant',
        await fx.sessionFor(t.app, 'user', (await fx.makeParticipant(db, w.project.id)).id, w.project.id),
        403,
        'FORBIDDEN',
      ],
      ['admin of another project', await fx.sessionFor(t.app, 'admin', w.otherAdmin.id), 403, 'FORBIDDEN'],
    ];
    for (const [who, client, status] of callers) {
      const res = await client.inject({ method: 'GET', url: eventsPath() });
      expect(res.statusCode, `${who}: ${res.body}`).toBe(status);
      expect(res.headers['content-type'], who).toContain('application/json');
      expect(res.json().detail, who).toEqual(expect.any(String));
    }
    const admin = await fx.sessionFor(t.app, 'admin', w.admin.id);
    const named = await admin.inject({ method: 'GET', url: `${eventsPath()}?admin_id=${w.otherAdmin.id}` });
    expect(named.statusCode).toBe(403);
    const bad = await admin.inject({ method: 'GET', url: '/api/projects/abc/events' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toEqual(expect.any(String));
    const missing = await admin.inject({ method: 'GET', url: '/api/projects/2000000000/events' });
    expect([403, 404]).toContain(missing.statusCode);
  });
});

describe.runIf(onPostgres)('two instances on one PostgreSQL', () => {
  let second: { database: Database; app: FastifyInstance; base: string };

  beforeAll(async () => {
    const database = openDatabase({ databaseUrl: t.databaseUrl });
    const app = await buildApp({ config: t.config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    second = { database, app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await second?.app.close();
    await second?.database.close();
  });

  it("a submission on one instance reaches the other instance's stream", async () => {
    const s = await adminStream(second.app, second.base);
    const judge = await fx.sessionFor(t.app, 'judge', w.judge.id, w.project.id);
    const started = performance.now();
    expect((await submit(t.app, judge, w.posters[0]!.id, 9)).statusCode).toBe(200);
    const m = await s.next(change('evaluation.submitted', w.posters[0]!.id));
    const ms = performance.now() - started;
    expect(JSON.parse(m.data).judge_id).toBe(w.judge.id);
    console.info(`instance 1 submit -> instance 2 stream: ${ms.toFixed(1)} ms`);
    s.close();
  });

  it('reconnects its listening connection when it is lost, tells the page to resync, and hears again', async () => {
    const s = await adminStream(second.app, second.base);
    // End the second instance's LISTEN connection from the server side, as a database restart or a network cut would.
    // Its channel is named after the schema (db/live-events.ts); other test files listen on theirs in their own
    // databases, so only this database's connections are ended.
    const schema = await sql<{ s: string }>`select current_schema() as s`.execute(t.db);
    const channel = `live:${schema.rows[0]!.s}`;
    const killed = await sql<{ n: number }>`
      select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
      where query = ${`LISTEN "${channel}"`} and datname = current_database() and pid <> pg_backend_pid()`.execute(
      t.db,
    );
    expect(killed.rows[0]!.n).toBeGreaterThanOrEqual(1);
    await s.next((m) => m.event === 'resync');
    const judge = await fx.sessionFor(t.app, 'judge', w.judge.id, w.project.id);
    expect((await submit(t.app, judge, w.posters[1]!.id, 4)).statusCode).toBe(200);
    await s.next(change('evaluation.submitted', w.posters[1]!.id));
    s.close();
  });
});
