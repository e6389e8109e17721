import SQLite from 'better-sqlite3';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeCriterion, makeJudge, makeProject } from '../test/fixture-rows';
import { makeWorkList } from '../test/judging-rows';
import { multipart, posterSheet } from './upload-files.test-kit';
import { cookieFor, createRealServer, timedFetch, type RealServer } from './real-server.test-kit';

/**
 * kill -9 of the real server in the middle of work, then a restart on the same data: every write that was
 * answered 2xx is there, nothing is half in (an evaluation without its scores, part of an import), and SQLite's
 * integrity check passes. Runs on SQLite, or on a PostgreSQL database of its own when DATABASE_URL is set.
 */
const POSTERS = 300;
let server: RealServer;
let projectId: number;
let judgeCookie: string;
let projectAdminCookie: string;
let criteria: { id: number; max_score: number }[];
let posterIds: number[];

beforeAll(async () => {
  server = await createRealServer();
  const db = server.database.db;
  const project = await makeProject(db);
  projectId = project.id;
  const judge = await makeJudge(db, project.id);
  const projectAdmin = await makeAdmin(db, { projectIds: [project.id] });
  criteria = [
    await makeCriterion(db, project.id, { max_score: 10 }),
    await makeCriterion(db, project.id, { max_score: 5, order_number: 2 }),
  ];
  const titles = Array.from({ length: POSTERS }, (_, i) => `Crash poster ${i}`);
  posterIds = await makeWorkList(db, project.id, judge.id, titles);
  judgeCookie = await cookieFor(server.database, 'judge', judge.id, project.id);
  projectAdminCookie = await cookieFor(server.database, 'admin', projectAdmin.id, null);
}, 90_000);
afterAll(async () => server?.destroy());

async function integrityOk(): Promise<void> {
  if (server.databaseUrl) return;
  const check = new SQLite(path.join(server.dataDir, 'app.db'), { readonly: true });
  try {
    expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
  } finally {
    check.close();
  }
}

describe('kill -9 and restart', () => {
  it('no acknowledged evaluation is lost and none is half stored', async () => {
    const acked = new Map<number, { comment: string; scores: { criterion_id: number; score: number }[] }>();
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (!killed && next < posterIds.length) {
        const i = next++;
        const body = {
          scores: criteria.map((c, k) => ({ criterion_id: c.id, score: (i + k) % (c.max_score + 1) })),
          comment: `Crash comment ${i}`,
        };
        const res = await timedFetch(
          `${server.baseURL}/api/projects/${projectId}/judge/posters/${posterIds[i]}/evaluation`,
          {
            method: 'PUT',
            headers: { 'content-type': 'application/json', cookie: judgeCookie },
            body: JSON.stringify(body),
            timeoutMs: 5000,
          },
        );
        if (res.status >= 200 && res.status < 300) acked.set(posterIds[i]!, body);
        else if (!killed) throw new Error(`submission failed before the kill: ${res.status} ${res.body}`);
      }
    };
    const streams = Array.from({ length: 4 }, worker);
    const deadline = Date.now() + 10_000;
    while (acked.size < 60 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    killed = true;
    await server.kill9();
    await Promise.all(streams);
    expect(acked.size).toBeGreaterThan(20);
    expect(acked.size).toBeLessThan(POSTERS);

    await server.start();
    const db = server.database.db;
    const evaluations = await db
      .selectFrom('evaluations')
      .selectAll()
      .where('project_id', '=', projectId)
      .execute();
    const scores = await db
      .selectFrom('evaluation_scores')
      .innerJoin('evaluations', 'evaluations.id', 'evaluation_scores.evaluation_id')
      .select(['evaluations.poster_id', 'evaluation_scores.criterion_id', 'evaluation_scores.score'])
      .where('evaluations.project_id', '=', projectId)
      .execute();
    const completed = new Set(
      (
        await db
          .selectFrom('assignments')
          .select('poster_id')
          .where('project_id', '=', projectId)
          .where('status', '=', 'completed')
          .execute()
      ).map((a) => a.poster_id),
    );
    const byPoster = new Map(evaluations.map((e) => [e.poster_id, e]));
    for (const [posterId, body] of acked) {
      const e = byPoster.get(posterId);
      expect(e?.comment, `acknowledged evaluation of poster ${posterId}`).toBe(body.comment);
      const stored = scores
        .filter((s) => s.poster_id === posterId)
        .map((s) => ({ criterion_id: s.criterion_id, score: s.score }));
      expect(stored.sort((a, b) => a.criterion_id - b.criterion_id)).toEqual(body.scores);
      expect(completed.has(posterId), `assignment of poster ${posterId} completed`).toBe(true);
    }
    // Whatever went in unacknowledged went in whole.
    for (const e of evaluations) {
      expect(scores.filter((s) => s.poster_id === e.poster_id)).toHaveLength(criteria.length);
      expect(completed.has(e.poster_id)).toBe(true);
    }
    expect(completed.size).toBe(evaluations.length);
    await integrityOk();
  }, 60_000);

  it('an Excel import killed in its transaction is all there or not there at all', async () => {
    const ROWS = 6000;
    const sheet = posterSheet(ROWS, 'Killed');
    const results: string[] = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      const target = await makeProject(server.database.db);
      const projectAdmin = await makeAdmin(server.database.db, { projectIds: [target.id] });
      const cookie = await cookieFor(server.database, 'admin', projectAdmin.id, null);
      const body = multipart({ filename: 'posters.xlsx', content: sheet });
      let answered = 0;
      const upload = timedFetch(`${server.baseURL}/api/projects/${target.id}/posters/upload-excel`, {
        method: 'POST',
        headers: { ...body.headers, cookie },
        body: new Uint8Array(body.payload),
        timeoutMs: 30_000,
      }).then((r) => (answered = r.status));
      // Attempt 0 kills while the write transaction is open; attempt 1 right after the 2xx.
      if (attempt === 0) await waitForImportTransaction(25_000);
      else await upload;
      await server.kill9();
      await upload;
      await server.start();
      const count = Number(
        (
          await server.database.db
            .selectFrom('posters')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('project_id', '=', target.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
      results.push(`attempt ${attempt}: answered ${answered}, ${count} rows`);
      expect([0, ROWS], results.join('; ')).toContain(count);
      if (answered >= 200 && answered < 300) expect(count, results.join('; ')).toBe(ROWS);
      // The first attempt really was cut off mid-import (no answer came back).
      if (attempt === 0) expect(answered, results.join('; ')).toBe(0);
    }
    await integrityOk();
  }, 120_000);

  it('the restarted server answers reads of what survived', async () => {
    const res = await timedFetch(`${server.baseURL}/api/projects/${projectId}/judge/progress`, {
      headers: { cookie: judgeCookie },
    });
    expect(res.status, res.body).toBe(200);
    const stored = Number(
      (
        await server.database.db
          .selectFrom('evaluations')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('project_id', '=', projectId)
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(JSON.parse(res.body)).toMatchObject({ completed: stored, total_assigned: POSTERS });
    const statistics = await timedFetch(`${server.baseURL}/api/projects/${projectId}/statistics`, {
      headers: { cookie: projectAdminCookie },
    });
    expect(statistics.status, statistics.body).toBe(200);
  });
});

/**
 * Returns once the server holds a write transaction inserting posters: on SQLite, a second connection cannot
 * take the write lock; on PostgreSQL, pg_stat_activity shows the insert.
 */
async function waitForImportTransaction(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  if (!server.databaseUrl) {
    const probe = new SQLite(path.join(server.dataDir, 'app.db'), { timeout: 0 });
    try {
      while (Date.now() < deadline) {
        try {
          probe.exec('BEGIN IMMEDIATE');
          probe.exec('ROLLBACK');
        } catch {
          return;
        }
        await new Promise((r) => setTimeout(r, 2));
      }
    } finally {
      probe.close();
    }
  } else {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      while (Date.now() < deadline) {
        const r = await client.query(
          `select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and (state like 'idle in transaction%' or query ilike 'insert into "poster%')`,
        );
        if (r.rowCount) return;
        await new Promise((res) => setTimeout(res, 2));
      }
    } finally {
      await client.end();
    }
  }
  throw new Error('the import never opened its transaction');
}
