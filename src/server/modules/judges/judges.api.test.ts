import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { anonymous, createTestApp, type Client, type TestApp } from '../../test/test-app';
import {
  makeAdmin,
  makeAssignment,
  makeCriterion,
  makeJudge,
  makePoster,
  makeProject,
  makeUser,
  sessionFor,
} from '../../test/fixtures';
import { verifyPassword } from '../auth/password';

let t: TestApp;
let projectId: number;
let otherProjectId: number;
let adminId: number;
let admin: Client;
let superAdmin: Client;
let otherAdmin: Client;
let judgeClient: Client;
let userClient: Client;

beforeAll(async () => {
  t = await createTestApp();
  const p = await makeProject(t.db);
  const q = await makeProject(t.db);
  projectId = p.id;
  otherProjectId = q.id;
  const a = await makeAdmin(t.db, { projectIds: [p.id] });
  adminId = a.id;
  admin = await sessionFor(t.app, 'admin', a.id);
  superAdmin = await sessionFor(t.app, 'admin', (await makeAdmin(t.db, { superAdmin: true })).id);
  otherAdmin = await sessionFor(t.app, 'admin', (await makeAdmin(t.db, { projectIds: [q.id] })).id);
  judgeClient = await sessionFor(t.app, 'judge', (await makeJudge(t.db, p.id)).id, p.id);
  userClient = await sessionFor(t.app, 'user', (await makeUser(t.db, p.id)).id, p.id);
});
afterAll(async () => t.close());

const base = () => `/api/projects/${projectId}/judges`;
const withAdmin = (url: string, id: number | string = adminId) =>
  `${url}${url.includes('?') ? '&' : '?'}admin_id=${id}`;

/** Every refusal a project-admin route owes: no session, wrong roles, another project's admin, a false admin_id. */
async function expectRefused(req: InjectOptions & { url: string }) {
  const none = await anonymous(t.app).inject(req);
  expect(none.statusCode).toBe(401);
  for (const c of [judgeClient, userClient, otherAdmin]) {
    const res = await c.inject(req);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  }
  const mismatch = await admin.inject({ ...req, url: withAdmin(req.url, adminId + 1000) });
  expect(mismatch.statusCode).toBe(403);
  expect(mismatch.json().detail).toContain('identity');
}

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
    const res = await admin.inject({ method: 'POST', url: withAdmin(base()), payload: body });
    expect(res.statusCode).toBe(201);
    const judge = res.json();
    expect(judge).toMatchObject({
      project_id: projectId,
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
    const row = await t.db
      .selectFrom('judges')
      .selectAll()
      .where('id', '=', judge.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ project_id: projectId, username: 'kim01', full_name: '김심사' });
    expect(row.password_hash).not.toContain('judgepass1');
    expect(await verifyPassword(row.password_hash, 'judgepass1')).toBe(true);
  });

  it('lets a super admin create one, and stores empty optional fields as null', async () => {
    const res = await superAdmin.inject({
      method: 'POST',
      url: base(),
      payload: newJudge({ affiliation: '', specialty: undefined }),
    });
    expect(res.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('judges')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row.affiliation).toBeNull();
    expect(row.specialty).toBeNull();
  });

  it('refuses a username already used in the project, but not one used in another project', async () => {
    await makeJudge(t.db, otherProjectId, { username: 'shared-name' });
    const first = await admin.inject({
      method: 'POST',
      url: base(),
      payload: newJudge({ username: 'shared-name' }),
    });
    expect(first.statusCode).toBe(201);
    const again = await admin.inject({
      method: 'POST',
      url: base(),
      payload: newJudge({ username: 'shared-name' }),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'DUPLICATE',
      detail: expect.stringContaining('username already exists'),
    });
    const rows = await t.db
      .selectFrom('judges')
      .select('id')
      .where('project_id', '=', projectId)
      .where('username', '=', 'shared-name')
      .execute();
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
    const before = await t.db.selectFrom('judges').select('id').execute();
    const res = await admin.inject({ method: 'POST', url: base(), payload: newJudge(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(message);
    expect(await t.db.selectFrom('judges').select('id').execute()).toHaveLength(before.length);
  });

  it('is refused without a session, to judges, participants, other admins and a false admin_id', async () => {
    await expectRefused({ method: 'POST', url: base(), payload: newJudge() });
  });

  it('is 404 for a project that does not exist', async () => {
    const res = await superAdmin.inject({
      method: 'POST',
      url: '/api/projects/999999/judges',
      payload: newJudge(),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /projects/:projectId/judges', () => {
  it("lists only this project's judges with their assigned and completed counts", async () => {
    const p = await makeProject(t.db);
    const a = await sessionFor(t.app, 'admin', (await makeAdmin(t.db, { projectIds: [p.id] })).id);
    const j1 = await makeJudge(t.db, p.id, { full_name: 'One' });
    const j2 = await makeJudge(t.db, p.id, { full_name: 'Two' });
    const outsider = await makeJudge(t.db, otherProjectId);
    const posters = [
      await makePoster(t.db, p.id),
      await makePoster(t.db, p.id),
      await makePoster(t.db, p.id),
    ];
    for (const poster of posters) await makeAssignment(t.db, p.id, j1.id, poster.id);
    await t.db
      .updateTable('assignments')
      .set({ status: 'completed' })
      .where('judge_id', '=', j1.id)
      .where('poster_id', '=', posters[0]!.id)
      .execute();
    const res = await a.inject({ url: `/api/projects/${p.id}/judges` });
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
    await expectRefused({ method: 'GET', url: base() });
  });
});

describe('PUT /projects/:projectId/judges/:id', () => {
  it('edits the fields, keeps the password and the sessions when none is given', async () => {
    const judge = await makeJudge(t.db, projectId);
    const session = await sessionFor(t.app, 'judge', judge.id, projectId);
    const res = await admin.inject({
      method: 'PUT',
      url: withAdmin(`${base()}/${judge.id}`),
      payload: {
        full_name: '박심사',
        email: 'park@example.org',
        affiliation: '',
        specialty: 'Chemistry',
        password: '',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: judge.id,
      username: judge.username,
      full_name: '박심사',
      email: 'park@example.org',
      affiliation: null,
      specialty: 'Chemistry',
    });
    const row = await t.db
      .selectFrom('judges')
      .selectAll()
      .where('id', '=', judge.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      full_name: '박심사',
      email: 'park@example.org',
      affiliation: null,
      specialty: 'Chemistry',
      username: judge.username,
    });
    expect(row.password_hash).toBe(judge.password_hash);
    expect((await session.inject({ url: '/api/auth/me' })).statusCode).toBe(200);
  });

  it("sets a new password and ends that judge's sessions", async () => {
    const judge = await makeJudge(t.db, projectId);
    const session = await sessionFor(t.app, 'judge', judge.id, projectId);
    const res = await admin.inject({
      method: 'PUT',
      url: `${base()}/${judge.id}`,
      payload: { password: 'brand-new-pw' },
    });
    expect(res.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('judges')
      .select('password_hash')
      .where('id', '=', judge.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, 'brand-new-pw')).toBe(true);
    expect((await session.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    const sessions = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('principal_type', '=', 'judge')
      .where('principal_id', '=', judge.id)
      .execute();
    expect(sessions).toHaveLength(0);
  });

  it('refuses to change the username but accepts it sent back unchanged', async () => {
    const judge = await makeJudge(t.db, projectId);
    const same = await admin.inject({
      method: 'PUT',
      url: `${base()}/${judge.id}`,
      payload: { username: judge.username, full_name: 'Same' },
    });
    expect(same.statusCode).toBe(200);
    const changed = await admin.inject({
      method: 'PUT',
      url: `${base()}/${judge.id}`,
      payload: { username: 'someone-else' },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().detail).toContain('username cannot be changed');
    const row = await t.db
      .selectFrom('judges')
      .select('username')
      .where('id', '=', judge.id)
      .executeTakeFirstOrThrow();
    expect(row.username).toBe(judge.username);
  });

  it.each([
    [{ email: 'bad' }, 'email'],
    [{ full_name: '' }, 'full_name is required'],
    [{ password: '12' }, 'password must be at least 6'],
  ])('refuses bad input %o with the field named', async (payload, message) => {
    const judge = await makeJudge(t.db, projectId);
    const res = await admin.inject({ method: 'PUT', url: `${base()}/${judge.id}`, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(message);
  });

  it("is 404 for another project's judge, and leaves it untouched", async () => {
    const outsider = await makeJudge(t.db, otherProjectId, { full_name: 'Outsider' });
    const res = await admin.inject({
      method: 'PUT',
      url: `${base()}/${outsider.id}`,
      payload: { full_name: 'Hijacked' },
    });
    expect(res.statusCode).toBe(404);
    const row = await t.db
      .selectFrom('judges')
      .select('full_name')
      .where('id', '=', outsider.id)
      .executeTakeFirstOrThrow();
    expect(row.full_name).toBe('Outsider');
  });

  it('is refused without a session, to judges, participants, other admins and a false admin_id', async () => {
    const judge = await makeJudge(t.db, projectId);
    await expectRefused({ method: 'PUT', url: `${base()}/${judge.id}`, payload: { full_name: 'X' } });
  });
});

describe('DELETE /projects/:projectId/judges/:id', () => {
  it('removes the judge with its assignments, evaluations, scores and sessions, and nothing else', async () => {
    const judge = await makeJudge(t.db, projectId);
    const keeper = await makeJudge(t.db, projectId);
    const poster = await makePoster(t.db, projectId);
    const criterion = await makeCriterion(t.db, projectId);
    const now = new Date().toISOString();
    for (const j of [judge, keeper]) {
      await makeAssignment(t.db, projectId, j.id, poster.id);
      const ev = await t.db
        .insertInto('evaluations')
        .values({
          project_id: projectId,
          judge_id: j.id,
          poster_id: poster.id,
          comment: 'ok',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('evaluation_scores')
        .values({ evaluation_id: ev.id, criterion_id: criterion.id, score: 5 })
        .execute();
    }
    const session = await sessionFor(t.app, 'judge', judge.id, projectId);

    const res = await admin.inject({ method: 'DELETE', url: withAdmin(`${base()}/${judge.id}`) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });

    expect(await t.db.selectFrom('judges').select('id').where('id', '=', judge.id).execute()).toHaveLength(0);
    expect(
      await t.db.selectFrom('assignments').select('id').where('judge_id', '=', judge.id).execute(),
    ).toHaveLength(0);
    expect(
      await t.db.selectFrom('evaluations').select('id').where('judge_id', '=', judge.id).execute(),
    ).toHaveLength(0);
    const scores = await t.db
      .selectFrom('evaluation_scores as s')
      .innerJoin('evaluations as e', 'e.id', 's.evaluation_id')
      .select('e.judge_id')
      .where('s.criterion_id', '=', criterion.id)
      .execute();
    expect(scores).toEqual([{ judge_id: keeper.id }]);
    expect(
      await t.db
        .selectFrom('sessions')
        .select('id')
        .where('principal_type', '=', 'judge')
        .where('principal_id', '=', judge.id)
        .execute(),
    ).toHaveLength(0);
    expect((await session.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    expect(
      await t.db.selectFrom('assignments').select('id').where('judge_id', '=', keeper.id).execute(),
    ).toHaveLength(1);
  });

  it("is 404 for another project's judge, which stays", async () => {
    const outsider = await makeJudge(t.db, otherProjectId);
    const res = await admin.inject({ method: 'DELETE', url: `${base()}/${outsider.id}` });
    expect(res.statusCode).toBe(404);
    expect(await t.db.selectFrom('judges').select('id').where('id', '=', outsider.id).execute()).toHaveLength(
      1,
    );
  });

  it('is 400 for an id that is not a number', async () => {
    const res = await admin.inject({ method: 'DELETE', url: `${base()}/abc` });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('id');
  });

  it('is refused without a session, to judges, participants, other admins and a false admin_id', async () => {
    const judge = await makeJudge(t.db, projectId);
    await expectRefused({ method: 'DELETE', url: `${base()}/${judge.id}` });
    expect(await t.db.selectFrom('judges').select('id').where('id', '=', judge.id).execute()).toHaveLength(1);
  });
});
