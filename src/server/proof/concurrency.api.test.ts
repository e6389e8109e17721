import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import * as fx from '../test/fixture-rows';

/**
 * 100 identical requests at once (the handlers interleave at every await; on PostgreSQL they also run on
 * several connections): the database ends with exactly one row, and the repeats get clear answers, never a 5xx.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const N = 100;

describe('100 concurrent identical writes', () => {
  it('evaluation submissions leave one evaluation with the sent scores, and every answer is 2xx', async () => {
    const { project: p, judge, poster } = await fx.makeAssignedPoster(t.db);
    const c1 = await fx.makeCriterion(t.db, p.id, { max_score: 10 });
    const c2 = await fx.makeCriterion(t.db, p.id, { max_score: 5, order_number: 2 });
    const c = await fx.sessionFor(t.app, 'judge', judge.id, p.id);
    const body = {
      scores: [
        { criterion_id: c1.id, score: 8 },
        { criterion_id: c2.id, score: 4 },
      ],
      comment: 'Same words, a hundred times.',
    };
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        c.inject({
          method: 'PUT',
          url: `/api/projects/${p.id}/judge/posters/${poster.id}/evaluation`,
          payload: body,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.filter((s) => s >= 500),
      answers.find((a) => a.statusCode >= 500)?.body,
    ).toEqual([]);
    expect(
      statuses.filter((s) => s < 200 || s >= 300),
      answers.find((a) => a.statusCode >= 300)?.body,
    ).toEqual([]);
    const rows = await t.db
      .selectFrom('evaluations')
      .selectAll()
      .where('poster_id', '=', poster.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.comment).toBe(body.comment);
    const scores = await t.db
      .selectFrom('evaluation_scores')
      .select(['criterion_id', 'score'])
      .where('evaluation_id', '=', rows[0]!.id)
      .orderBy('criterion_id')
      .execute();
    expect(scores).toEqual(body.scores);
    const a = await t.db
      .selectFrom('assignments')
      .select('status')
      .where('poster_id', '=', poster.id)
      .executeTakeFirstOrThrow();
    expect(a.status).toBe('completed');
  });

  it('assignments leave one assignment, one 2xx and 99 clear 400s', async () => {
    const p = await fx.makeProject(t.db);
    const projectAdmin = await fx.makeAdmin(t.db, { projectIds: [p.id] });
    const judge = await fx.makeJudge(t.db, p.id);
    const poster = await fx.makePoster(t.db, p.id);
    const c = await fx.sessionFor(t.app, 'admin', projectAdmin.id);
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        c.inject({
          method: 'POST',
          url: `/api/projects/${p.id}/assignments`,
          payload: { judge_id: judge.id, poster_id: poster.id },
        }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode >= 200 && a.statusCode < 300);
    const refused = answers.filter((a) => a.statusCode === 400);
    expect(ok, answers.find((a) => a.statusCode !== 400 && a.statusCode >= 300)?.body).toHaveLength(1);
    expect(refused).toHaveLength(N - 1);
    for (const r of refused) expect(r.json().detail).toMatch(/already/i);
    expect(await fx.rowsWhere(t.db, 'assignments', 'poster_id', poster.id)).toHaveLength(1);
  });

  it('sign-ups with one username leave one participant, one 2xx and 99 clear 400s', async () => {
    const p = await fx.makeProject(t.db);
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/projects/${p.id}/users/register`,
          payload: {
            username: 'samename',
            email: `same${i}@example.org`,
            password: 'secret123',
            full_name: 'Same',
          },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
    expect(answers.filter((a) => a.statusCode >= 200 && a.statusCode < 300)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(N - 1);
    const rows = await t.db.selectFrom('participants').selectAll().where('project_id', '=', p.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('admins whose usernames differ only in case, created at once, leave one admin per name', async () => {
    const sup = await fx.makeAdmin(t.db, { superAdmin: true });
    const c = await fx.sessionFor(t.app, 'admin', sup.id);
    for (let round = 0; round < 20; round++) {
      const names = [`Case${round}`, `case${round}`, `CASE${round}`];
      const answers = await Promise.all(
        names.map((username) =>
          c.inject({
            method: 'POST',
            url: `/api/super-admin/admins?admin_id=${sup.id}`,
            payload: { username, password: 'secret-pass', email: `${username}@example.org` },
          }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses, answers.map((a) => a.body).join(' | ')).toEqual([201, 400, 400]);
      for (const a of answers.filter((x) => x.statusCode === 400)) {
        expect(a.json()).toEqual({
          code: 'USERNAME_TAKEN',
          detail: 'username already exists',
          field: 'username',
        });
      }
      const rows = await t.db
        .selectFrom('admins')
        .select('username')
        .where('username', 'in', names)
        .execute();
      expect(rows).toHaveLength(1);
    }
  });

  it('different judges evaluating the same poster at once all get stored', async () => {
    const p = await fx.makeProject(t.db);
    const poster = await fx.makePoster(t.db, p.id);
    const k = await fx.makeCriterion(t.db, p.id, { max_score: 10 });
    const judges = [];
    for (let i = 0; i < 20; i++) {
      const j = await fx.makeJudge(t.db, p.id);
      await fx.makeAssignment(t.db, p.id, j.id, poster.id);
      judges.push({ j, c: await fx.sessionFor(t.app, 'judge', j.id, p.id) });
    }
    const answers = await Promise.all(
      judges.map(({ c }, i) =>
        c.inject({
          method: 'PUT',
          url: `/api/projects/${p.id}/judge/posters/${poster.id}/evaluation`,
          payload: { scores: [{ criterion_id: k.id, score: i % 11 }], comment: `judge ${i}` },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
    const rows = await t.db
      .selectFrom('evaluations')
      .select('judge_id')
      .where('poster_id', '=', poster.id)
      .execute();
    expect(rows).toHaveLength(20);
  });
});
