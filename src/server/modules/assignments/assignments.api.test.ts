import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import * as fx from '@server/test/fixture-rows';

const w = useProjectAdminWorld();

const base = () => `/api/projects/${w.projectId}/assignments`;

const rowsOf = (judgeId: number) =>
  w.t.db.selectFrom('assignments').selectAll().where('judge_id', '=', judgeId).execute();

/** An assignment of a new judge to a new poster of the project. */
const newAssignment = async (projectId: number) =>
  fx.makeAssignment(
    w.t.db,
    projectId,
    (await fx.makeJudge(w.t.db, projectId)).id,
    (await fx.makePoster(w.t.db, projectId)).id,
  );

const evaluate = (pid: number, judgeId: number, posterId: number, criterionId: number, score: number) =>
  fx.makeEvaluation(w.t.db, pid, judgeId, posterId, [[criterionId, score]], 'good');

describe('POST /projects/:projectId/assignments', () => {
  it('assigns a poster to a judge from the query string (as the API sends it: docs/product.md#the-api)', async () => {
    const judge = await fx.makeJudge(w.t.db, w.projectId, { full_name: '최심사' });
    const poster = await fx.makePoster(w.t.db, w.projectId, { title: 'Graphene sensors' });
    const res = await w.projectAdmin.inject({
      method: 'POST',
      url: w.withAdmin(`${base()}?judge_id=${judge.id}&poster_id=${poster.id}`),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      judge_id: judge.id,
      poster_id: poster.id,
      judge_name: '최심사',
      poster_title: 'Graphene sensors',
      poster_number: poster.number,
      status: 'pending',
      created_at: expect.any(String),
    });
    const rows = await rowsOf(judge.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: res.json().id,
      project_id: w.projectId,
      poster_id: poster.id,
      status: 'pending',
    });
  });

  it('accepts the same fields as a JSON body, from a super admin', async () => {
    const judge = await fx.makeJudge(w.t.db, w.projectId);
    const poster = await fx.makePoster(w.t.db, w.projectId);
    const res = await w.superAdmin.inject({
      method: 'POST',
      url: base(),
      payload: { judge_id: judge.id, poster_id: String(poster.id) },
    });
    expect(res.statusCode).toBe(201);
    expect(await rowsOf(judge.id)).toHaveLength(1);
  });

  it('refuses a pair that is already assigned', async () => {
    const judge = await fx.makeJudge(w.t.db, w.projectId);
    const poster = await fx.makePoster(w.t.db, w.projectId);
    await fx.makeAssignment(w.t.db, w.projectId, judge.id, poster.id);
    const res = await w.projectAdmin.inject({
      method: 'POST',
      url: `${base()}?judge_id=${judge.id}&poster_id=${poster.id}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'ALREADY_ASSIGNED', detail: 'This combination is already assigned' });
    expect(await rowsOf(judge.id)).toHaveLength(1);
  });

  it('leaves exactly one row and 99 clean 400s from 100 identical requests at once', async () => {
    const judge = await fx.makeJudge(w.t.db, w.projectId);
    const poster = await fx.makePoster(w.t.db, w.projectId);
    const url = w.withAdmin(`${base()}?judge_id=${judge.id}&poster_id=${poster.id}`);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => w.projectAdmin.inject({ method: 'POST', url })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(99);
    for (const r of answers.filter((a) => a.statusCode === 400))
      expect(r.json().detail).toBe('This combination is already assigned');
    expect(await rowsOf(judge.id)).toHaveLength(1);
  });

  it("is 404 for another project's judge or poster, and creates nothing", async () => {
    const judge = await fx.makeJudge(w.t.db, w.projectId);
    const poster = await fx.makePoster(w.t.db, w.projectId);
    const theirJudge = await fx.makeJudge(w.t.db, w.otherProjectId);
    const theirPoster = await fx.makePoster(w.t.db, w.otherProjectId);
    const a = await w.projectAdmin.inject({
      method: 'POST',
      url: `${base()}?judge_id=${theirJudge.id}&poster_id=${poster.id}`,
    });
    expect(a.statusCode).toBe(404);
    expect(a.json().detail).toBe('Judge not found');
    const b = await w.projectAdmin.inject({
      method: 'POST',
      url: `${base()}?judge_id=${judge.id}&poster_id=${theirPoster.id}`,
    });
    expect(b.statusCode).toBe(404);
    expect(b.json().detail).toBe(`Poster ${theirPoster.id} not found`);
    const c = await w.projectAdmin.inject({
      method: 'POST',
      url: `${base()}?judge_id=${judge.id}&poster_id=99999999`,
    });
    expect(c.statusCode).toBe(404);
    expect(await rowsOf(judge.id)).toHaveLength(0);
    expect(await rowsOf(theirJudge.id)).toHaveLength(0);
  });

  it.each([
    ['', 'judge_id'],
    ['?poster_id=1', 'judge_id'],
    ['?judge_id=1', 'poster_id'],
    ['?judge_id=abc&poster_id=1', 'judge_id'],
    ['?judge_id=1&poster_id=-4', 'poster_id'],
  ])('refuses bad input %s with the field named', async (qs, field) => {
    const res = await w.projectAdmin.inject({ method: 'POST', url: `${base()}${qs}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(field);
  });

  it('is refused without a session, to judges, participants, other admins and a false admin_id', async () => {
    const judge = await fx.makeJudge(w.t.db, w.projectId);
    const poster = await fx.makePoster(w.t.db, w.projectId);
    await w.expectRefused({ method: 'POST', url: `${base()}?judge_id=${judge.id}&poster_id=${poster.id}` });
    expect(await rowsOf(judge.id)).toHaveLength(0);
  });
});

describe('GET /projects/:projectId/assignments', () => {
  it("lists this project's assignments with judge names and poster titles, optionally for one judge", async () => {
    const p = await w.freshProject();
    const j1 = await fx.makeJudge(w.t.db, p.id, { full_name: 'Judge One' });
    const j2 = await fx.makeJudge(w.t.db, p.id, { full_name: 'Judge Two' });
    const p1 = await fx.makePoster(w.t.db, p.id, { title: 'First' });
    const p2 = await fx.makePoster(w.t.db, p.id, { title: 'Second' });
    const a1 = await fx.makeAssignment(w.t.db, p.id, j1.id, p1.id);
    const a2 = await fx.makeAssignment(w.t.db, p.id, j1.id, p2.id);
    const a3 = await fx.makeAssignment(w.t.db, p.id, j2.id, p1.id);
    await w.t.db.updateTable('assignments').set({ status: 'completed' }).where('id', '=', a2.id).execute();
    const theirs = await fx.makeAssignment(
      w.t.db,
      w.otherProjectId,
      (await fx.makeJudge(w.t.db, w.otherProjectId, { full_name: 'Leaky' })).id,
      (await fx.makePoster(w.t.db, w.otherProjectId)).id,
    );

    const all = await p.client.inject({ url: `/api/projects/${p.id}/assignments` });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual([
      {
        id: a1.id,
        judge_id: j1.id,
        poster_id: p1.id,
        judge_name: 'Judge One',
        poster_title: 'First',
        poster_number: p1.number,
        status: 'pending',
        created_at: a1.created_at,
      },
      {
        id: a2.id,
        judge_id: j1.id,
        poster_id: p2.id,
        judge_name: 'Judge One',
        poster_title: 'Second',
        poster_number: p2.number,
        status: 'completed',
        created_at: a2.created_at,
      },
      {
        id: a3.id,
        judge_id: j2.id,
        poster_id: p1.id,
        judge_name: 'Judge Two',
        poster_title: 'First',
        poster_number: p1.number,
        status: 'pending',
        created_at: a3.created_at,
      },
    ]);
    expect(all.body).not.toContain('Leaky');
    expect(all.json().map((r: { id: number }) => r.id)).not.toContain(theirs.id);

    const one = await p.client.inject({ url: `/api/projects/${p.id}/assignments?judge_id=${j2.id}` });
    expect(one.json().map((r: { id: number }) => r.id)).toEqual([a3.id]);
  });

  it("is 404 when filtering by another project's judge, 400 for a bad judge_id", async () => {
    const theirJudge = await fx.makeJudge(w.t.db, w.otherProjectId);
    const res = await w.projectAdmin.inject({ url: `${base()}?judge_id=${theirJudge.id}` });
    expect(res.statusCode).toBe(404);
    const bad = await w.projectAdmin.inject({ url: `${base()}?judge_id=x` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('judge_id');
  });

  it('is refused without a session, to judges, participants, other admins and a false admin_id', async () => {
    await w.expectRefused({ method: 'GET', url: base() });
  });
});

describe('DELETE /projects/:projectId/assignments/:id', () => {
  it("cancels the assignment and removes that judge's evaluation of that poster, and nothing else", async () => {
    const criterion = await fx.makeCriterion(w.t.db, w.projectId);
    const judge = await fx.makeJudge(w.t.db, w.projectId);
    const colleague = await fx.makeJudge(w.t.db, w.projectId);
    const poster = await fx.makePoster(w.t.db, w.projectId);
    const otherPoster = await fx.makePoster(w.t.db, w.projectId);
    const target = await fx.makeAssignment(w.t.db, w.projectId, judge.id, poster.id);
    await fx.makeAssignment(w.t.db, w.projectId, judge.id, otherPoster.id);
    await fx.makeAssignment(w.t.db, w.projectId, colleague.id, poster.id);
    const gone = await evaluate(w.projectId, judge.id, poster.id, criterion.id, 7);
    const keptSameJudge = await evaluate(w.projectId, judge.id, otherPoster.id, criterion.id, 5);
    const keptSamePoster = await evaluate(w.projectId, colleague.id, poster.id, criterion.id, 6);

    const res = await w.projectAdmin.inject({ method: 'DELETE', url: w.withAdmin(`${base()}/${target.id}`) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(await fx.rowsWhere(w.t.db, 'assignments', 'id', target.id)).toHaveLength(0);
    expect(await fx.rowsWhere(w.t.db, 'evaluations', 'id', gone)).toHaveLength(0);
    expect(await fx.scoresOf(w.t.db, gone)).toHaveLength(0);
    const left = await w.t.db
      .selectFrom('evaluations')
      .select('id')
      .where('id', 'in', [keptSameJudge, keptSamePoster])
      .orderBy('id')
      .execute();
    expect(left.map((r) => r.id)).toEqual([keptSameJudge, keptSamePoster]);
    expect(
      await w.t.db
        .selectFrom('evaluation_scores')
        .select('score')
        .where('evaluation_id', 'in', [keptSameJudge, keptSamePoster])
        .execute(),
    ).toHaveLength(2);
    expect(await rowsOf(judge.id)).toHaveLength(1);
    expect(await rowsOf(colleague.id)).toHaveLength(1);
  });

  it("is 404 for another project's assignment, which stays", async () => {
    const theirs = await newAssignment(w.otherProjectId);
    await w.expectDeleteNotFound(`${base()}/${theirs.id}`, 'assignments', theirs.id);
    const again = await w.projectAdmin.inject({ method: 'DELETE', url: `${base()}/99999999` });
    expect(again.statusCode).toBe(404);
  });

  it('is refused without a session, to judges, participants, other admins and a false admin_id', async () => {
    const a = await newAssignment(w.projectId);
    await w.expectRefused({ method: 'DELETE', url: `${base()}/${a.id}` });
    expect(await fx.rowsWhere(w.t.db, 'assignments', 'id', a.id)).toHaveLength(1);
  });
});
