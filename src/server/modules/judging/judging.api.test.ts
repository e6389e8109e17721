import { describe, expect, it } from 'vitest';
import { anonymous, useTestApp } from '@server/test/test-app';
import { makeJudge, sessionFor } from '@server/test/fixture-rows';
import { evaluationCalls } from './evaluation.test-kit';
import { intruders, useJudgingWorld } from './world.test-kit';

/** The judge's reads: assigned posters, progress, one poster with its criteria and evaluation. */

const t = useTestApp();
const w = useJudgingWorld(t);
const evaluation = evaluationCalls(t, w);

/** Marks one of the world's assignments (a test that changes one puts it back). */
const setStatus = (assignmentId: number, status: 'pending' | 'completed') =>
  t.db.updateTable('assignments').set({ status }).where('id', '=', assignmentId).execute();
/** A new judge of the project, without assignments, logged in. */
const judgeWithoutAssignments = async () =>
  sessionFor(t.app, 'judge', (await makeJudge(t.db, w.project.id)).id, w.project.id);

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
        presenter_presence: null,
        session: null,
        picture: null,
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
        presenter_presence: null,
        session: null,
        // The gallery's picture, its first image (poster-picture.api.test.ts proves the choice).
        picture: expect.objectContaining({ from: 'image', url: '/uploads/b1.png' }),
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
        presenter_presence: null,
        session: null,
        picture: null,
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
    expect(res.json()).toEqual({ completed: 1, total_assigned: 3, progress_percentage: 33.3 });
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
    const put = await evaluation.put(w.posters.C.id, {
      scores: evaluation.scored({ design: 8, science: 4 }),
      comment: 'Clear.',
    });
    expect(put.statusCode).toBe(200);
    const res = await w.as.judge.inject({ url: url(w.posters.C.id) });
    expect(res.json().evaluation).toMatchObject({
      id: put.json().id,
      poster_id: w.posters.C.id,
      judge_id: w.judge.id,
      scores: evaluation.scored({ science: 4, design: 8 }),
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
