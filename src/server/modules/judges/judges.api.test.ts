import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import * as fx from '@server/test/fixture-rows';
import { verifyPassword } from '../auth/password';

/** The organiser's judges: creating one, the list, deleting one. */

const w = useProjectAdminWorld();

const base = () => `/api/projects/${w.projectId}/judges`;

const newJudge = (over: Record<string, unknown> = {}) => ({
  username: `judge-${Math.random().toString(36).slice(2, 8)}`,
  password: 'judgepass1',
  full_name: '김심사',
  email: 'judge@example.org',
  affiliation: 'KAIST',
  specialty: 'Physics',
  ...over,
});

describe('POST /projects/:projectId/judges', () => {
  it('creates a judge with a hashed password and answers it with zero counts', async () => {
    const body = newJudge({ username: 'kim01' });
    const res = await w.projectAdmin.inject({ method: 'POST', url: w.withAdmin(base()), payload: body });
    expect(res.statusCode).toBe(201);
    const judge = res.json();
    expect(judge).toMatchObject({
      project_id: w.projectId,
      username: 'kim01',
      full_name: '김심사',
      email: 'judge@example.org',
      affiliation: 'KAIST',
      specialty: 'Physics',
      assigned_count: 0,
      completed_count: 0,
    });
    expect(judge).not.toHaveProperty('password');
    expect(judge).not.toHaveProperty('password_hash');
    const row = await fx.storedRow(w.t.db, 'judges', judge.id);
    expect(row).toMatchObject({ project_id: w.projectId, username: 'kim01', full_name: '김심사' });
    expect(row.password_hash).not.toContain('judgepass1');
    expect(await verifyPassword(row.password_hash, 'judgepass1')).toBe(true);
  });

  it('lets a super admin create one, and stores empty optional fields as null', async () => {
    const res = await w.superAdmin.inject({
      method: 'POST',
      url: base(),
      payload: newJudge({ affiliation: '', specialty: undefined }),
    });
    expect(res.statusCode).toBe(201);
    const row = await fx.storedRow(w.t.db, 'judges', res.json().id);
    expect(row.affiliation).toBeNull();
    expect(row.specialty).toBeNull();
  });

  it('refuses a username already used in the project, but not one used in another project', async () => {
    await fx.makeJudge(w.t.db, w.otherProjectId, { username: 'shared-name' });
    const first = await w.projectAdmin.inject({
      method: 'POST',
      url: base(),
      payload: newJudge({ username: 'shared-name' }),
    });
    expect(first.statusCode).toBe(201);
    const again = await w.projectAdmin.inject({
      method: 'POST',
      url: base(),
      payload: newJudge({ username: 'shared-name' }),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'USERNAME_TAKEN',
      field: 'username',
      detail: expect.stringContaining('username already exists'),
    });
    const rows = await fx.storedRows(w.t.db, 'judges', { project_id: w.projectId, username: 'shared-name' });
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ password: undefined }, 'Password is required'],
    [{ password: '' }, 'Password is required'],
    [{ password: '123' }, 'password must be at least 6'],
    [{ username: '' }, 'username'],
    [{ username: undefined }, 'username'],
    [{ full_name: '  ' }, 'full_name is required'],
    [{ email: 'not-an-email' }, 'email'],
    [{ email: undefined }, 'email'],
  ])('refuses bad input %o with the field named', async (over, message) => {
    const before = await w.t.db.selectFrom('judges').select('id').execute();
    const res = await w.projectAdmin.inject({ method: 'POST', url: base(), payload: newJudge(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(message);
    expect(await w.t.db.selectFrom('judges').select('id').execute()).toHaveLength(before.length);
  });

  it('is refused without a session, to judges, participants, other admins and a false admin_id', async () => {
    await w.expectRefused({ method: 'POST', url: base(), payload: newJudge() });
  });

  it('is 404 for a project that does not exist', async () => {
    const res = await w.superAdmin.inject({
      method: 'POST',
      url: '/api/projects/999999/judges',
      payload: newJudge(),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /projects/:projectId/judges', () => {
  it("lists only this project's judges with their assigned and completed counts", async () => {
    const p = await w.freshProject();
    const j1 = await fx.makeJudge(w.t.db, p.id, { full_name: 'One' });
    const j2 = await fx.makeJudge(w.t.db, p.id, { full_name: 'Two' });
    const outsider = await fx.makeJudge(w.t.db, w.otherProjectId);
    const posters = [
      await fx.makePoster(w.t.db, p.id),
      await fx.makePoster(w.t.db, p.id),
      await fx.makePoster(w.t.db, p.id),
    ];
    for (const poster of posters) await fx.makeAssignment(w.t.db, p.id, j1.id, poster.id);
    await w.t.db
      .updateTable('assignments')
      .set({ status: 'completed' })
      .where('judge_id', '=', j1.id)
      .where('poster_id', '=', posters[0]!.id)
      .execute();
    const res = await p.client.inject({ url: `/api/projects/${p.id}/judges` });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((j: { id: number }) => j.id)).toEqual([j1.id, j2.id]);
    expect(list[0]).toMatchObject({
      id: j1.id,
      full_name: 'One',
      assigned_count: 3,
      completed_count: 1,
      project_id: p.id,
    });
    expect(list[1]).toMatchObject({ id: j2.id, assigned_count: 0, completed_count: 0 });
    expect(JSON.stringify(list)).not.toContain('password');
    expect(JSON.stringify(list)).not.toContain(outsider.username);
  });

  it('is refused without a session, to judges, participants, other admins and a false admin_id', async () => {
    await w.expectRefused({ method: 'GET', url: base() });
  });
});

describe('DELETE /projects/:projectId/judges/:id', () => {
  it('removes the judge with its assignments, evaluations, scores and sessions, and nothing else', async () => {
    const judge = await fx.makeJudge(w.t.db, w.projectId);
    const keeper = await fx.makeJudge(w.t.db, w.projectId);
    const poster = await fx.makePoster(w.t.db, w.projectId);
    const criterion = await fx.makeCriterion(w.t.db, w.projectId);
    for (const j of [judge, keeper]) {
      await fx.makeAssignment(w.t.db, w.projectId, j.id, poster.id);
      await fx.makeEvaluation(w.t.db, w.projectId, j.id, poster.id, [[criterion.id, 5]], 'ok');
    }
    const session = await fx.sessionFor(w.t.app, 'judge', judge.id, w.projectId);

    const res = await w.projectAdmin.inject({
      method: 'DELETE',
      url: w.withAdmin(`${base()}/${judge.id}?confirm=${judge.username}`),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });

    expect(await fx.rowsWhere(w.t.db, 'judges', 'id', judge.id)).toHaveLength(0);
    expect(await fx.rowsWhere(w.t.db, 'assignments', 'judge_id', judge.id)).toHaveLength(0);
    expect(await fx.rowsWhere(w.t.db, 'evaluations', 'judge_id', judge.id)).toHaveLength(0);
    const scores = await w.t.db
      .selectFrom('evaluation_scores as s')
      .innerJoin('evaluations as e', 'e.id', 's.evaluation_id')
      .select('e.judge_id')
      .where('s.criterion_id', '=', criterion.id)
      .execute();
    expect(scores).toEqual([{ judge_id: keeper.id }]);
    expect(await fx.sessionsOf(w.t.db, 'judge', judge.id)).toHaveLength(0);
    expect((await session.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    expect(await fx.rowsWhere(w.t.db, 'assignments', 'judge_id', keeper.id)).toHaveLength(1);
  });

  it("is 404 for another project's judge, which stays", async () => {
    const outsider = await fx.makeJudge(w.t.db, w.otherProjectId);
    await w.expectDeleteNotFound(`${base()}/${outsider.id}`, 'judges', outsider.id);
  });

  it('is 400 for an id that is not a number', async () => {
    const res = await w.projectAdmin.inject({ method: 'DELETE', url: `${base()}/abc` });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('id');
  });

  it('is refused without a session, to judges, participants, other admins and a false admin_id', async () => {
    const judge = await fx.makeJudge(w.t.db, w.projectId);
    await w.expectRefused({ method: 'DELETE', url: `${base()}/${judge.id}` });
    expect(await fx.rowsWhere(w.t.db, 'judges', 'id', judge.id)).toHaveLength(1);
  });
});
