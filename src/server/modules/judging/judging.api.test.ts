import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, clientFrom, createTestApp, type TestApp } from '@server/test/test-app';
import { makeJudge, makeProject, PASSWORD, sessionFor, sessionsOf } from '@server/test/fixture-rows';
import { expectLoginFailed, expectLoginThrottled } from '@server/test/expect-http';
import { intruders, makeWorld, type World } from './world.fixture';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
});
afterAll(async () => t.close());

/** Marks one of the world's assignments (a test that changes one puts it back). */
const setStatus = (assignmentId: number, status: 'pending' | 'completed') =>
  t.db.updateTable('assignments').set({ status }).where('id', '=', assignmentId).execute();
/** A new judge of the project, without assignments, logged in. */
const judgeWithoutAssignments = async () =>
  sessionFor(t.app, 'judge', (await makeJudge(t.db, w.project.id)).id, w.project.id);

const login = (projectId: number, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/judge/login`, payload: body as object });

describe('POST /projects/:projectId/judge/login', () => {
  it('logs the judge in: answers the judge and starts a judge session for this project', async () => {
    const res = await login(w.project.id, { username: w.judge.username, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: w.judge.id,
      judge_id: w.judge.id,
      username: w.judge.username,
      full_name: 'Judge Park',
      email: w.judge.email,
      project_id: w.project.id,
    });
    expect(res.body).not.toContain('password');
    const c = clientFrom(t.app, res);
    const me = await c.inject({ url: '/api/auth/me' });
    expect(me.json()).toMatchObject({
      kind: 'judge',
      role: 'judge',
      id: w.judge.id,
      project_id: w.project.id,
    });
    const sessions = await sessionsOf(t.db, 'judge', w.judge.id);
    expect(sessions.some((s) => s.project_id === w.project.id)).toBe(true);
    expect((await c.inject({ url: `/api/projects/${w.project.id}/judge/posters` })).statusCode).toBe(200);
  });

  it('refuses a wrong password or an unknown judge with 401 and no session', async () => {
    const before = await t.db.selectFrom('sessions').select('id').execute();
    for (const body of [
      { username: w.judge.username, password: 'wrong-password' },
      { username: 'nobody-here', password: PASSWORD },
    ]) {
      expectLoginFailed(await login(w.project.id, body), {
        code: 'LOGIN_FAILED',
        detail: 'Login failed. Check the judge account',
      });
    }
    expect(await t.db.selectFrom('sessions').select('id').execute()).toHaveLength(before.length);
  });

  it('a judge of another project cannot log in to this one, even with the right password', async () => {
    const res = await login(w.project.id, { username: w.other.judge.username, password: PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('is 404 for a project that does not exist and 403 PROJECT_INACTIVE for an inactive one', async () => {
    const missing = await login(987654, { username: w.judge.username, password: PASSWORD });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Project not found');
    const closed = await makeProject(t.db, { is_active: 0 });
    const j = await makeJudge(t.db, closed.id);
    const res = await login(closed.id, { username: j.username, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'PROJECT_INACTIVE', detail: 'This project is currently inactive' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('validates its body and names the field', async () => {
    const noPassword = await login(w.project.id, { username: w.judge.username });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().detail).toContain('password');
    const noUser = await login(w.project.id, { username: '  ', password: 'x' });
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json().detail).toContain('username');
    const badId = await login(0, { username: 'a', password: 'b' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().detail).toContain('projectId');
  });

  it('is rate limited: after 5 failures even the right password gets 429 with Retry-After', async () => {
    const j = await makeJudge(t.db, w.project.id);
    await expectLoginThrottled(
      (password) => login(w.project.id, { username: j.username, password }),
      () => 'nope-nope',
      PASSWORD,
    );
  });
});

describe('GET /projects/:projectId/judge/posters', () => {
  const url = () => `/api/projects/${w.project.id}/judge/posters`;

  it("lists only this judge's assigned posters, in poster order, with the evaluated flag", async () => {
    await setStatus(w.assignments.B.id, 'completed');
    const res = await w.as.judge.inject({ url: url() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        assignment_id: w.assignments.A.id,
        poster_id: w.posters.A.id,
        poster_number: 1,
        board: null,
        title: 'First by order',
        author: '홍길동',
        category: null,
        evaluated: false,
      },
      {
        assignment_id: w.assignments.B.id,
        poster_id: w.posters.B.id,
        poster_number: 2,
        board: null,
        title: 'Second by order',
        author: '홍길동',
        category: 'AI',
        evaluated: true,
      },
      {
        assignment_id: w.assignments.C.id,
        poster_id: w.posters.C.id,
        poster_number: 3,
        board: null,
        title: 'No order number',
        author: '홍길동',
        category: 'AI',
        evaluated: false,
      },
    ]);
    expect(res.body).not.toContain(w.other.poster.title);
    expect(res.body).not.toContain(w.posters.unassigned.title);
    await setStatus(w.assignments.B.id, 'pending');
  });

  it('is an empty list for a judge with no assignments', async () => {
    const c = await judgeWithoutAssignments();
    const res = await c.inject({ url: url() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses admins, participants and judges of another project (403) and no session (401)', async () => {
    for (const [, client, detail] of intruders(w)) {
      const res = await client.inject({ url: url() });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toContain(detail);
    }
    const anon = await anonymous(t.app).inject({ url: url() });
    expect(anon.statusCode).toBe(401);
  });

  it('is closed once the project is made inactive', async () => {
    await t.db.updateTable('projects').set({ is_active: 0 }).where('id', '=', w.project.id).execute();
    try {
      const res = await w.as.judge.inject({ url: url() });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PROJECT_INACTIVE');
    } finally {
      await t.db.updateTable('projects').set({ is_active: 1 }).where('id', '=', w.project.id).execute();
    }
  });
});

describe('GET /projects/:projectId/judge/progress', () => {
  const url = () => `/api/projects/${w.project.id}/judge/progress`;

  it('counts completed and assigned posters of this judge', async () => {
    expect((await w.as.judge.inject({ url: url() })).json()).toEqual({
      completed: 0,
      total_assigned: 3,
      progress_percentage: 0,
    });
    await setStatus(w.assignments.C.id, 'completed');
    const res = await w.as.judge.inject({ url: url() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ completed: 1, total_assigned: 3, progress_percentage: 33.33 });
    await setStatus(w.assignments.C.id, 'pending');
  });

  it('is 0% for a judge with no assignments', async () => {
    const c = await judgeWithoutAssignments();
    expect((await c.inject({ url: url() })).json()).toEqual({
      completed: 0,
      total_assigned: 0,
      progress_percentage: 0,
    });
  });

  it('refuses the wrong principals (403) and no session (401)', async () => {
    for (const [, client] of intruders(w)) expect((await client.inject({ url: url() })).statusCode).toBe(403);
    expect((await anonymous(t.app).inject({ url: url() })).statusCode).toBe(401);
  });
});

describe('GET /projects/:projectId/judge/posters/:posterId', () => {
  const url = (posterId: number) => `/api/projects/${w.project.id}/judge/posters/${posterId}`;

  it('answers the poster with its images, the active criteria in order, and no evaluation yet', async () => {
    const res = await w.as.judge.inject({ url: url(w.posters.B.id) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.poster).toMatchObject({
      id: w.posters.B.id,
      project_id: w.project.id,
      title: 'Second by order',
      author: '홍길동',
      affiliation: 'Seoul National University',
      abstract: 'An abstract.',
      order_number: 2,
      image_urls: ['/uploads/b1.png', 'https://example.org/b2.png'],
    });
    expect(body.criteria.map((c: { name: string }) => c.name)).toEqual(['Science', 'Design']);
    expect(body.criteria[0]).toEqual({
      id: w.criteria.science.id,
      project_id: w.project.id,
      name: 'Science',
      max_score: 5,
      order_number: 1,
      description: null,
      is_active: true,
      version: 1,
    });
    expect(body.evaluation).toBeNull();
  });

  it("includes this judge's evaluation once it exists", async () => {
    const put = await w.as.judge.inject({
      method: 'PUT',
      url: `${url(w.posters.C.id)}/evaluation`,
      payload: {
        scores: [
          { criterion_id: w.criteria.design.id, score: 8 },
          { criterion_id: w.criteria.science.id, score: 4 },
        ],
        comment: 'Clear.',
      },
    });
    expect(put.statusCode).toBe(200);
    const res = await w.as.judge.inject({ url: url(w.posters.C.id) });
    expect(res.json().evaluation).toMatchObject({
      id: put.json().id,
      poster_id: w.posters.C.id,
      judge_id: w.judge.id,
      scores: [
        { criterion_id: w.criteria.science.id, score: 4 },
        { criterion_id: w.criteria.design.id, score: 8 },
      ],
      comment: 'Clear.',
      total: 12,
    });
  });

  it("is 403 for a poster of this project not assigned to the judge, 404 for another project's poster or none", async () => {
    const unassigned = await w.as.judge.inject({ url: url(w.posters.unassigned.id) });
    expect(unassigned.statusCode).toBe(403);
    expect(unassigned.json().detail).toBe('This poster is not assigned to you');
    const foreign = await w.as.judge.inject({ url: url(w.other.poster.id) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(w.other.poster.title);
    expect((await w.as.judge.inject({ url: url(99999999) })).statusCode).toBe(404);
    const bad = await w.as.judge.inject({ url: `/api/projects/${w.project.id}/judge/posters/abc` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('posterId');
  });

  it('refuses the wrong principals (403) and no session (401)', async () => {
    for (const [, client, detail] of intruders(w)) {
      const res = await client.inject({ url: url(w.posters.A.id) });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toContain(detail);
    }
    expect((await anonymous(t.app).inject({ url: url(w.posters.A.id) })).statusCode).toBe(401);
  });
});

describe('API description', () => {
  it('lists the judge and participant routes in /api/docs', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/docs/json' })).json().paths);
    for (const p of [
      '/api/projects/{projectId}/judge/login',
      '/api/projects/{projectId}/judge/posters',
      '/api/projects/{projectId}/judge/progress',
      '/api/projects/{projectId}/judge/posters/{posterId}',
      '/api/projects/{projectId}/judge/posters/{posterId}/evaluation',
      '/api/projects/{projectId}/users/register',
      '/api/projects/{projectId}/users/login',
    ])
      expect(paths).toContain(p);
  });
});
