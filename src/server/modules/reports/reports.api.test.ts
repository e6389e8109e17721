import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import {
  makeAssignment,
  makeCriterion,
  makeJudge,
  makePoster,
  makeParticipant,
  makeEvaluation,
} from '@server/test/fixture-rows';

const w = useProjectAdminWorld();

/** A stored evaluation (as the judging module writes it): the row, its scores, and the assignment completed. */
async function evaluate(pid: number, judgeId: number, posterId: number, scores: Array<[number, number]>) {
  await makeEvaluation(w.t.db, pid, judgeId, posterId, scores, 'Solid work');
  await w.t.db
    .updateTable('assignments')
    .set({ status: 'completed' })
    .where('judge_id', '=', judgeId)
    .where('poster_id', '=', posterId)
    .execute();
}

describe('GET /projects/:projectId/statistics and /dashboard', () => {
  it('counts only this project and computes progress to one decimal', async () => {
    const p = await w.freshProject();
    const posters = [
      await makePoster(w.t.db, p.id),
      await makePoster(w.t.db, p.id),
      await makePoster(w.t.db, p.id),
    ];
    const j1 = await makeJudge(w.t.db, p.id);
    const j2 = await makeJudge(w.t.db, p.id);
    await makeParticipant(w.t.db, p.id);
    await makeParticipant(w.t.db, p.id);
    const c = await makeCriterion(w.t.db, p.id);
    await makeAssignment(w.t.db, p.id, j1.id, posters[0]!.id);
    await makeAssignment(w.t.db, p.id, j1.id, posters[1]!.id);
    await makeAssignment(w.t.db, p.id, j2.id, posters[0]!.id);
    await evaluate(p.id, j1.id, posters[0]!.id, [[c.id, 5]]);
    // Data of another project that must not be counted.
    const oj = await makeJudge(w.t.db, w.otherProjectId);
    const op = await makePoster(w.t.db, w.otherProjectId);
    await makeAssignment(w.t.db, w.otherProjectId, oj.id, op.id);
    await makeParticipant(w.t.db, w.otherProjectId);

    const expected = {
      total_posters: 3,
      total_judges: 2,
      total_users: 2,
      total_assignments: 3,
      completed_assignments: 1,
      total_evaluations: 1,
      progress_percentage: 33.3,
    };
    for (const path of ['statistics', 'dashboard']) {
      const res = await p.client.inject({ url: `/api/projects/${p.id}/${path}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
    }
    await evaluate(p.id, j2.id, posters[0]!.id, [[c.id, 6]]);
    const after = await p.client.inject({ url: `/api/projects/${p.id}/statistics` });
    expect(after.json()).toMatchObject({
      completed_assignments: 2,
      total_evaluations: 2,
      progress_percentage: 66.7,
    });
  });

  it('answers zeros, and progress 0, for a project with nothing in it', async () => {
    const p = await w.freshProject();
    const res = await p.client.inject({ url: `/api/projects/${p.id}/dashboard` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total_posters: 0,
      total_judges: 0,
      total_users: 0,
      total_assignments: 0,
      completed_assignments: 0,
      total_evaluations: 0,
      progress_percentage: 0,
    });
  });

  it('is readable by a super admin and with a matching admin_id', async () => {
    expect((await w.superAdmin.inject({ url: `/api/projects/${w.projectId}/statistics` })).statusCode).toBe(
      200,
    );
    expect(
      (await w.projectAdmin.inject({ url: w.withAdmin(`/api/projects/${w.projectId}/dashboard`) }))
        .statusCode,
    ).toBe(200);
  });

  it('is 404 for a project that does not exist', async () => {
    expect((await w.superAdmin.inject({ url: '/api/projects/99999999/statistics' })).statusCode).toBe(404);
  });

  it.each(['statistics', 'dashboard'])(
    '%s is refused without a session, to judges, participants, other admins and a false admin_id',
    async (path) => {
      await w.expectRefused({ method: 'GET', url: `/api/projects/${w.projectId}/${path}` });
    },
  );
});

describe('GET /projects/:projectId/results', () => {
  it('ranks posters by mean total on active criteria; ties share a rank and list by title', async () => {
    const p = await w.freshProject();
    const c1 = await makeCriterion(w.t.db, p.id, { order_number: 1 });
    const c2 = await makeCriterion(w.t.db, p.id, { order_number: 2 });
    const off = await makeCriterion(w.t.db, p.id, { order_number: 3, is_active: 0 });
    const [j1, j2, j3] = [
      await makeJudge(w.t.db, p.id),
      await makeJudge(w.t.db, p.id),
      await makeJudge(w.t.db, p.id),
    ];
    const poster = async (title: string) =>
      makePoster(w.t.db, p.id, {
        title,
        author: `${title} author`,
        category: title === 'Beta' ? null : 'Bio',
      });
    const gamma = await poster('Gamma');
    const alpha = await poster('Alpha');
    const beta = await poster('Beta');
    const delta = await poster('Delta');
    const epsilon = await poster('Epsilon');
    const zero = await poster('Zero');
    const thirds = await poster('Thirds');
    for (const [j, po] of [
      [j1, alpha],
      [j2, alpha],
      [j1, beta],
      [j1, gamma],
      [j2, gamma],
      [j3, delta],
      [j1, epsilon],
      [j2, zero],
      [j1, thirds],
      [j2, thirds],
      [j3, thirds],
    ] as const) {
      await makeAssignment(w.t.db, p.id, j!.id, po.id);
    }
    // Each evaluation's scores on c1, c2 and the inactive criterion (null: not scored); its total beside it.
    const evaluations: Array<[typeof j1, typeof alpha, number | null, number | null, number | null]> = [
      [j1, alpha, 8, 7, 10], // 15
      [j2, alpha, 9, 9, 0], // 18 -> 16.5
      [j1, beta, 10, 10, 1], // 20
      [j1, gamma, 9, 8, null], // 17
      [j2, gamma, 8, 8, null], // 16 -> 16.5, ties with Alpha
      [j3, delta, 8, 8, 10], // 16 (26 if the inactive one counted)
      [j2, zero, null, null, 9], // only an inactive score: total 0
      [j1, thirds, 5, 5, null], // 10
      [j2, thirds, 5, 5, null], // 10
      [j3, thirds, 6, 5, null], // 11 -> 31/3 = 10.33
    ];
    for (const [j, po, ...scores] of evaluations) {
      const given = [c1.id, c2.id, off.id].flatMap((id, i) =>
        scores[i] === null ? [] : [[id, scores[i]!] as [number, number]],
      );
      await evaluate(p.id, j!.id, po.id, given);
    }
    // Another project's evaluated poster must not appear.
    const oj = await makeJudge(w.t.db, w.otherProjectId);
    const op = await makePoster(w.t.db, w.otherProjectId, { title: 'Leaked poster' });
    const oc = await makeCriterion(w.t.db, w.otherProjectId);
    await makeAssignment(w.t.db, w.otherProjectId, oj.id, op.id);
    await evaluate(w.otherProjectId, oj.id, op.id, [[oc.id, 10]]);

    const res = await p.client.inject({ url: `/api/projects/${p.id}/results` });
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(
      rows.map((r: { rank: number; title: string; average_score: number; evaluation_count: number }) => [
        r.rank,
        r.title,
        r.average_score,
        r.evaluation_count,
      ]),
    ).toEqual([
      [1, 'Beta', 20, 1],
      [2, 'Alpha', 16.5, 2],
      [2, 'Gamma', 16.5, 2],
      [4, 'Delta', 16, 1],
      [5, 'Thirds', 10.33, 3],
      [6, 'Zero', 0, 1],
    ]);
    // The specified fields (docs/product.md#the-api) are kept as they were; the fair results' fields
    // (docs/decisions/021-fair-results.md) are added beside them (results.api.test.ts).
    expect(rows[0]).toMatchObject({
      rank: 1,
      poster_id: beta.id,
      poster_number: beta.number,
      title: 'Beta',
      poster_title: 'Beta',
      author: 'Beta author',
      category: null,
      average_score: 20,
      evaluation_count: 1,
    });
    expect(rows[1]).toMatchObject({ poster_id: alpha.id, category: 'Bio' });
    expect(res.body).not.toContain('Leaked');
    expect(res.body).not.toContain('Epsilon');

    // Turning the inactive criterion on changes the totals at once.
    // Through the criteria API, as an organiser would: totals follow the set of active criteria.
    const on = await p.client.inject({
      method: 'PUT',
      url: `/api/projects/${p.id}/evaluation-criteria/${off.id}`,
      payload: { is_active: true },
    });
    expect(on.statusCode).toBe(200);
    const after = await p.client.inject({ url: `/api/projects/${p.id}/results` });
    expect(
      after
        .json()
        .slice(0, 3)
        .map((r: { title: string; average_score: number }) => [r.title, r.average_score]),
    ).toEqual([
      ['Delta', 26],
      ['Alpha', 21.5],
      ['Beta', 21],
    ]);
  });

  it('answers an empty list when nothing has been evaluated', async () => {
    const p = await w.freshProject();
    const j = await makeJudge(w.t.db, p.id);
    const po = await makePoster(w.t.db, p.id);
    await makeAssignment(w.t.db, p.id, j.id, po.id);
    const res = await p.client.inject({ url: `/api/projects/${p.id}/results` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('is readable by a super admin', async () => {
    expect((await w.superAdmin.inject({ url: `/api/projects/${w.projectId}/results` })).statusCode).toBe(200);
  });

  it('is refused without a session, to judges, participants, other admins and a false admin_id', async () => {
    await w.expectRefused({ method: 'GET', url: `/api/projects/${w.projectId}/results` });
  });

  it('is 400 for a project id that is not a number', async () => {
    const res = await w.projectAdmin.inject({ url: '/api/projects/abc/results' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('projectId');
  });
});
