import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { anonymous, createTestApp, type Client, type TestApp } from '../../test/test-app';
import { makeAdmin, makeJudge, makeProject, makeUser, sessionFor } from '../../test/fixtures';
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

const base = () => `/api/projects/${projectId}/users`;
const withAdmin = (url: string, id: number | string = adminId) =>
  `${url}${url.includes('?') ? '&' : '?'}admin_id=${id}`;

async function expectRefused(req: InjectOptions & { url: string }) {
  expect((await anonymous(t.app).inject(req)).statusCode).toBe(401);
  for (const c of [judgeClient, userClient, otherAdmin]) {
    const res = await c.inject(req);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  }
  const mismatch = await admin.inject({ ...req, url: withAdmin(req.url, adminId + 1000) });
  expect(mismatch.statusCode).toBe(403);
}

let n = 0;
const newUser = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    username: `user${n}`,
    password: 'userpass1',
    email: `user${n}@example.org`,
    full_name: '이참가',
    ...over,
  };
};

describe('POST /projects/:projectId/users', () => {
  it('adds a participant with a hashed password', async () => {
    const body = newUser({ username: 'lee01', email: 'lee01@example.org' });
    const res = await admin.inject({ method: 'POST', url: withAdmin(base()), payload: body });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toEqual({
      id: expect.any(Number),
      project_id: projectId,
      username: 'lee01',
      email: 'lee01@example.org',
      full_name: '이참가',
      created_at: expect.any(String),
    });
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      project_id: projectId,
      username: 'lee01',
      email: 'lee01@example.org',
      full_name: '이참가',
    });
    expect(await verifyPassword(row.password_hash, 'userpass1')).toBe(true);
  });

  it('lets a super admin add one; an empty full name is stored as null', async () => {
    const res = await superAdmin.inject({ method: 'POST', url: base(), payload: newUser({ full_name: '' }) });
    expect(res.statusCode).toBe(201);
    expect(res.json().full_name).toBeNull();
  });

  it('refuses a taken username or email (any letter case) with "ID or email already exists"', async () => {
    await admin.inject({
      method: 'POST',
      url: base(),
      payload: newUser({ username: 'taken', email: 'taken@example.org' }),
    });
    for (const over of [
      { username: 'taken', email: 'fresh1@example.org' },
      { username: 'fresh2', email: 'taken@example.org' },
      { username: 'fresh3', email: 'TAKEN@example.org' },
    ]) {
      const res = await admin.inject({ method: 'POST', url: base(), payload: newUser(over) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'DUPLICATE', detail: 'ID or email already exists' });
    }
    const rows = await t.db
      .selectFrom('users')
      .select('id')
      .where('project_id', '=', projectId)
      .where('username', 'like', 'fresh%')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('allows the same username and email in another project', async () => {
    await makeUser(t.db, otherProjectId, { username: 'twin' });
    const res = await admin.inject({ method: 'POST', url: base(), payload: newUser({ username: 'twin' }) });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    [{ email: 'not-an-email' }, 'email'],
    [{ email: undefined }, 'email'],
    [{ password: undefined }, 'password is required'],
    [{ password: 'short' }, 'password must be at least 6'],
    [{ username: '' }, 'username is required'],
  ])('refuses bad input %o with the field named', async (over, message) => {
    const before = (await t.db.selectFrom('users').select('id').execute()).length;
    const res = await admin.inject({ method: 'POST', url: base(), payload: newUser(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(message);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(before);
  });

  it('is refused without a session, to judges, participants, other admins and a false admin_id', async () => {
    await expectRefused({ method: 'POST', url: base(), payload: newUser() });
  });
});

describe('GET /projects/:projectId/users', () => {
  it("lists only this project's participants, oldest first, without passwords", async () => {
    const p = await makeProject(t.db);
    const a = await sessionFor(t.app, 'admin', (await makeAdmin(t.db, { projectIds: [p.id] })).id);
    const u1 = await makeUser(t.db, p.id);
    const u2 = await makeUser(t.db, p.id);
    const outsider = await makeUser(t.db, otherProjectId);
    const res = await a.inject({ url: `/api/projects/${p.id}/users` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: u1.id,
        project_id: p.id,
        username: u1.username,
        email: u1.email,
        full_name: u1.full_name,
        created_at: u1.created_at,
      },
      {
        id: u2.id,
        project_id: p.id,
        username: u2.username,
        email: u2.email,
        full_name: u2.full_name,
        created_at: u2.created_at,
      },
    ]);
    expect(res.body).not.toContain(outsider.username);
    expect(res.body).not.toContain('password');
  });

  it('is refused without a session, to judges, participants, other admins and a false admin_id', async () => {
    await expectRefused({ method: 'GET', url: base() });
  });
});

describe('DELETE /projects/:projectId/users/:id', () => {
  it('removes the participant and ends their sessions', async () => {
    const user = await makeUser(t.db, projectId);
    const session = await sessionFor(t.app, 'user', user.id, projectId);
    expect((await session.inject({ url: '/api/auth/me' })).statusCode).toBe(200);
    const res = await admin.inject({ method: 'DELETE', url: withAdmin(`${base()}/${user.id}`) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(await t.db.selectFrom('users').select('id').where('id', '=', user.id).execute()).toHaveLength(0);
    expect(
      await t.db
        .selectFrom('sessions')
        .select('id')
        .where('principal_type', '=', 'user')
        .where('principal_id', '=', user.id)
        .execute(),
    ).toHaveLength(0);
    expect((await session.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it("is 404 for another project's participant, who stays", async () => {
    const outsider = await makeUser(t.db, otherProjectId);
    const res = await admin.inject({ method: 'DELETE', url: `${base()}/${outsider.id}` });
    expect(res.statusCode).toBe(404);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', outsider.id).execute()).toHaveLength(
      1,
    );
  });

  it('is 400 for an id that is not a positive number', async () => {
    const res = await admin.inject({ method: 'DELETE', url: `${base()}/-3` });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('id');
  });

  it('is refused without a session, to judges, participants, other admins and a false admin_id', async () => {
    const user = await makeUser(t.db, projectId);
    await expectRefused({ method: 'DELETE', url: `${base()}/${user.id}` });
    expect(await t.db.selectFrom('users').select('id').where('id', '=', user.id).execute()).toHaveLength(1);
  });
});
