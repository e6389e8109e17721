// Deletes that remove evaluations (or a whole project) need the name typed, on the server too
// (docs/decisions/019-numbers-reimport-deletes.md; several at once, 036-bulk-delete-posters-judges.md).
import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '../test/project-admin-world';
import * as fx from '../test/fixture-rows';

const w = useProjectAdminWorld();

/** A project with 2 posters, 2 judges, 1 participant, 3 assignments and 2 evaluations. */
async function filledProject() {
  const { id, client } = await w.freshProject();
  const db = w.t.db;
  const [p1, p2] = [await fx.makePoster(db, id), await fx.makePoster(db, id)];
  const [j1, j2] = [await fx.makeJudge(db, id), await fx.makeJudge(db, id)];
  await fx.makeParticipant(db, id);
  const c = await fx.makeCriterion(db, id, { max_score: 10 });
  for (const [j, p] of [
    [j1, p1],
    [j1, p2],
    [j2, p1],
  ] as const)
    await fx.makeAssignment(db, id, j.id, p.id);
  await fx.makeEvaluation(db, id, j1.id, p1.id, [[c.id, 7]]);
  await fx.makeEvaluation(db, id, j2.id, p1.id, [[c.id, 5]]);
  return { id, client, p1, p2, j1, j2 };
}

const count = async (table: 'posters' | 'judges' | 'evaluations', projectId: number) =>
  (await w.t.db.selectFrom(table).select('id').where('project_id', '=', projectId).execute()).length;

describe('deleting a project', () => {
  it('shows what goes, refuses without the typed name (409) and deletes with it', async () => {
    const { id } = await filledProject();
    const name = (await fx.storedRow(w.t.db, 'projects', id)).name;
    const base = `/api/super-admin/projects/${id}`;
    const preview = await w.superAdmin.inject({ url: `${base}/delete-preview` });
    expect(preview.json()).toEqual({
      posters: 2,
      judges: 2,
      participants: 1,
      evaluations: 2,
      assignments: 3,
      confirm: name,
    });
    for (const url of [base, `${base}?confirm=wrong`]) {
      const res = await w.superAdmin.inject({ method: 'DELETE', url });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFIRMATION_REQUIRED', field: 'confirm' });
      expect(res.json().detail).toContain(name);
    }
    expect(await count('posters', id)).toBe(2);
    const res = await w.superAdmin.inject({
      method: 'DELETE',
      url: `${base}?confirm=${encodeURIComponent(name)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await fx.rowsWhere(w.t.db, 'projects', 'id', id)).toEqual([]);
    expect(await count('evaluations', id)).toBe(0);
  });

  it('lets only a super admin preview it', async () => {
    const res = await w.projectAdmin.inject({
      url: `/api/super-admin/projects/${w.projectId}/delete-preview`,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('deleting a judge or a poster', () => {
  it('needs the judge username when they have evaluations, and nothing typed when they have none', async () => {
    const { id, client, j1 } = await filledProject();
    const idle = await fx.makeJudge(w.t.db, id);
    const url = (judgeId: number) => `/api/projects/${id}/judges/${judgeId}`;
    expect((await client.inject({ url: `${url(j1.id)}/delete-preview` })).json()).toEqual({
      posters: 0,
      judges: 1,
      participants: 0,
      evaluations: 1,
      assignments: 2,
      confirm: j1.username,
    });
    const refused = await client.inject({ method: 'DELETE', url: url(j1.id) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CONFIRMATION_REQUIRED');
    expect(await count('evaluations', id)).toBe(2);
    const done = await client.inject({ method: 'DELETE', url: `${url(j1.id)}?confirm=${j1.username}` });
    expect(done.statusCode, done.body).toBe(200);
    expect(await count('evaluations', id)).toBe(1);

    expect((await client.inject({ url: `${url(idle.id)}/delete-preview` })).json().confirm).toBeNull();
    expect((await client.inject({ method: 'DELETE', url: url(idle.id) })).statusCode).toBe(200);
    expect(await count('judges', id)).toBe(1);
  });

  it('needs the poster number (P-001 or 1) when it has evaluations, and nothing typed when it has none', async () => {
    const { id, client, p1, p2 } = await filledProject();
    const url = (posterId: number) => `/api/projects/${id}/posters/${posterId}`;
    expect((await client.inject({ url: `${url(p1.id)}/delete-preview` })).json()).toMatchObject({
      evaluations: 2,
      assignments: 2,
      confirm: 'P-001',
    });
    for (const q of ['', '?confirm=P-002', '?confirm='])
      expect((await client.inject({ method: 'DELETE', url: `${url(p1.id)}${q}` })).statusCode).toBe(409);
    expect(await count('posters', id)).toBe(2);
    expect((await client.inject({ method: 'DELETE', url: `${url(p1.id)}?confirm=p-001` })).statusCode).toBe(
      200,
    );
    expect(await count('evaluations', id)).toBe(0);
    expect((await client.inject({ url: `${url(p2.id)}/delete-preview` })).json().confirm).toBeNull();
    expect((await client.inject({ method: 'DELETE', url: url(p2.id) })).statusCode).toBe(200);
    expect(await count('posters', id)).toBe(0);
  });
});

describe('deleting chosen posters or judges at once (bulk)', () => {
  for (const kind of ['posters', 'judges'] as const) {
    it(`${kind}: shows what goes, needs their count typed when evaluations go too, and deletes all or nothing`, async () => {
      const { id, client, p1, p2, j1, j2 } = await filledProject();
      const [a, b] = kind === 'posters' ? [p1, p2] : [j1, j2];
      const base = `/api/projects/${id}/${kind}`;
      const preview = await client.inject({
        method: 'POST',
        url: `${base}/bulk-delete-preview`,
        payload: { ids: [a.id, b.id] },
      });
      expect(preview.json()).toEqual({
        posters: kind === 'posters' ? 2 : 0,
        judges: kind === 'judges' ? 2 : 0,
        participants: 0,
        evaluations: 2,
        assignments: 3,
        confirm: '2',
      });
      for (const confirm of [undefined, 'wrong', '1']) {
        const res = await client.inject({
          method: 'POST',
          url: `${base}/bulk-delete`,
          payload: { ids: [a.id, b.id], ...(confirm ? { confirm } : {}) },
        });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          code: 'CONFIRMATION_REQUIRED',
          field: 'confirm',
          params: { name: '2' },
        });
      }
      expect(await count(kind, id)).toBe(2);
      expect(await count('evaluations', id)).toBe(2);

      // One of another project among them: 404 naming it, and nothing of this project goes.
      const other =
        kind === 'posters'
          ? await fx.makePoster(w.t.db, w.projectId)
          : await fx.makeJudge(w.t.db, w.projectId);
      const foreign = await client.inject({
        method: 'POST',
        url: `${base}/bulk-delete`,
        payload: { ids: [a.id, other.id], confirm: '2' },
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().detail).toContain(String(other.id));
      expect(await count(kind, id)).toBe(2);

      const done = await client.inject({
        method: 'POST',
        url: `${base}/bulk-delete`,
        payload: { ids: [a.id, b.id, a.id], confirm: ' 2 ' },
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ deleted: 2 });
      expect(await count(kind, id)).toBe(0);
      expect(await count('evaluations', id)).toBe(0);
      const assignments = await w.t.db
        .selectFrom('assignments')
        .select('id')
        .where('project_id', '=', id)
        .execute();
      expect(assignments).toEqual([]);
    });
  }

  it('deletes posters without evaluations with nothing typed, and refuses a bad list', async () => {
    const { id, client } = await filledProject();
    const fresh = [await fx.makePoster(w.t.db, id), await fx.makePoster(w.t.db, id)];
    const base = `/api/projects/${id}/posters`;
    const preview = await client.inject({
      method: 'POST',
      url: `${base}/bulk-delete-preview`,
      payload: { ids: fresh.map((p) => p.id) },
    });
    expect(preview.json()).toMatchObject({ posters: 2, evaluations: 0, assignments: 0, confirm: null });
    const res = await client.inject({
      method: 'POST',
      url: `${base}/bulk-delete`,
      payload: { ids: fresh.map((p) => p.id) },
    });
    expect(res.json()).toEqual({ deleted: 2 });
    expect(await count('posters', id)).toBe(2);
    for (const payload of [{ ids: [] }, { ids: [0] }, { ids: 'all' }, {}])
      expect((await client.inject({ method: 'POST', url: `${base}/bulk-delete`, payload })).statusCode).toBe(
        400,
      );
  });

  it("ends the deleted judges' sessions and writes each to the audit log", async () => {
    const { id, client } = await filledProject();
    const judges = [await fx.makeJudge(w.t.db, id), await fx.makeJudge(w.t.db, id)];
    const sessions = await Promise.all(judges.map((j) => fx.sessionFor(w.t.app, 'judge', j.id, id)));
    const res = await client.inject({
      method: 'POST',
      url: `/api/projects/${id}/judges/bulk-delete`,
      payload: { ids: judges.map((j) => j.id) },
    });
    expect(res.json()).toEqual({ deleted: 2 });
    for (const s of sessions)
      expect((await s.inject({ url: `/api/projects/${id}/judge/posters` })).statusCode).toBe(401);
    const audit = await w.t.db
      .selectFrom('audit_events')
      .select('judge_id')
      .where('project_id', '=', id)
      .where('kind', '=', 'judge.deleted')
      .execute();
    expect(audit.map((e) => e.judge_id).sort()).toEqual(judges.map((j) => j.id).sort());
  });
});
