import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFrom, createTestApp, type TestApp } from '@server/test/test-app';
import {
  makeAdmin,
  makeProject,
  makeParticipant,
  PASSWORD,
  sessionFor,
  sessionsOf,
} from '@server/test/fixture-rows';
import { expectLoginFailed, expectLoginThrottled } from '@server/test/expect-http';
import { createdParticipant, participantAnswer, postLogin } from '@server/test/accounts';

let t: TestApp;
let project: Awaited<ReturnType<typeof makeProject>>;
let other: Awaited<ReturnType<typeof makeProject>>;
let closed: Awaited<ReturnType<typeof makeProject>>;
beforeAll(async () => {
  t = await createTestApp();
  project = await makeProject(t.db);
  other = await makeProject(t.db);
  closed = await makeProject(t.db, { is_active: 0 });
});
afterAll(async () => t.close());

const register = (projectId: number, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/users/register`, payload: body as object });
const login = (projectId: number, body: unknown, cookie?: string) =>
  postLogin(t, `/api/projects/${projectId}/users/login`, body, { cookie });
const usersNamed = (username: string) =>
  t.db.selectFrom('participants').selectAll().where('username', '=', username).execute();

describe('POST /projects/:projectId/users/register', () => {
  it('creates the participant (201) with a hashed password, without logging in', async () => {
    const res = await register(project.id, {
      username: ' minji ',
      email: 'minji@example.org',
      password: 'abc123',
      full_name: '김민지',
      confirmPassword: 'abc123',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual(
      createdParticipant(project.id, { username: 'minji', email: 'minji@example.org', full_name: '김민지' }),
    );
    expect(res.body).not.toContain('abc123');
    expect(res.headers['set-cookie']).toBeUndefined();
    const rows = await usersNamed('minji');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.id,
      project_id: project.id,
      email: 'minji@example.org',
      full_name: '김민지',
      created_at: body.created_at,
    });
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    const sessions = await sessionsOf(t.db, 'user', body.id);
    expect(sessions).toHaveLength(0);
    // The new account logs in with its password.
    expect((await login(project.id, { username: 'minji', password: 'abc123' })).statusCode).toBe(200);
  });

  it('full_name is optional (stored as null)', async () => {
    const res = await register(project.id, {
      username: 'noname',
      email: 'noname@example.org',
      password: 'abcdef',
      full_name: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().full_name).toBeNull();
    expect((await usersNamed('noname'))[0]!.full_name).toBeNull();
  });

  it("400 'ID or email already exists' for a taken username, or a taken email in any letter case", async () => {
    await register(project.id, { username: 'taken', email: 'taken@example.org', password: 'abcdef' });
    for (const body of [
      { username: 'taken', email: 'fresh@example.org', password: 'abcdef' },
      { username: 'fresh', email: 'TAKEN@example.org', password: 'abcdef' },
    ]) {
      const res = await register(project.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: body.username === 'taken' ? 'USERNAME_TAKEN' : 'EMAIL_TAKEN',
        field: body.username === 'taken' ? 'username' : 'email',
        detail: 'ID or email already exists',
      });
    }
    expect(await usersNamed('taken')).toHaveLength(1);
    expect(await usersNamed('fresh')).toHaveLength(0);
  });

  it('the same username and email may sign up in another project', async () => {
    const res = await register(other.id, {
      username: 'taken',
      email: 'taken@example.org',
      password: 'abcdef',
    });
    expect(res.statusCode).toBe(201);
    expect((await usersNamed('taken')).map((u) => u.project_id).sort()).toEqual(
      [project.id, other.id].sort(),
    );
  });

  it('five identical sign-ups at once create exactly one account; the rest are 400', async () => {
    const body = { username: 'racer', email: 'racer@example.org', password: 'abcdef' };
    const results = await Promise.all(Array.from({ length: 5 }, () => register(project.id, body)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    for (const r of results.filter((x) => x.statusCode === 400))
      expect(r.json().detail).toBe('ID or email already exists');
    expect(await usersNamed('racer')).toHaveLength(1);
  });

  const invalid: [string, object, string][] = [
    [
      'a short password',
      { username: 'shorty', email: 'shorty@example.org', password: 'abc12' },
      'password must be at least 6 characters',
    ],
    ['no password', { username: 'shorty', email: 'shorty@example.org' }, 'password'],
    ['a bad email', { username: 'shorty', email: 'not-an-email', password: 'abcdef' }, 'email'],
    ['no email', { username: 'shorty', password: 'abcdef' }, 'email'],
    ['a blank username', { username: '  ', email: 'shorty@example.org', password: 'abcdef' }, 'username'],
    [
      'a too long full name',
      { username: 'shorty', email: 'shorty@example.org', password: 'abcdef', full_name: 'x'.repeat(101) },
      'full_name',
    ],
  ];
  for (const [name, body, part] of invalid) {
    it(`400 naming the field for ${name}`, async () => {
      const res = await register(project.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toContain(part);
      expect(await usersNamed('shorty')).toHaveLength(0);
    });
  }

  it('404 for a missing project, 403 PROJECT_INACTIVE for an inactive one; nothing stored', async () => {
    const body = { username: 'latecomer', email: 'late@example.org', password: 'abcdef' };
    expect((await register(987654, body)).statusCode).toBe(404);
    const res = await register(closed.id, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'PROJECT_INACTIVE', detail: 'This project is currently inactive' });
    expect(await usersNamed('latecomer')).toHaveLength(0);
  });
});

describe('POST /projects/:projectId/users/login', () => {
  it('logs the participant in: answers the participant and starts a participant session', async () => {
    const user = await makeParticipant(t.db, project.id);
    const res = await login(project.id, { username: user.username, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(participantAnswer(user));
    expect(res.body).not.toContain('password');
    const c = clientFrom(t.app, res);
    expect((await c.inject({ url: '/api/auth/me' })).json()).toMatchObject({
      kind: 'user',
      role: 'user',
      id: user.id,
      project_id: project.id,
    });
    const sessions = await sessionsOf(t.db, 'user', user.id);
    expect(sessions.map((s) => s.project_id)).toEqual([project.id]);
    // A participant is not a judge.
    expect((await c.inject({ url: `/api/projects/${project.id}/judge/posters` })).statusCode).toBe(403);
  });

  it('a login replaces the session the browser came with (e.g. an admin session)', async () => {
    const admin = await makeAdmin(t.db, { superAdmin: true });
    const asAdmin = await sessionFor(t.app, 'admin', admin.id);
    const user = await makeParticipant(t.db, project.id);
    const res = await login(project.id, { username: user.username, password: PASSWORD }, asAdmin.cookie);
    expect(res.statusCode).toBe(200);
    expect((await asAdmin.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it("401 'Login failed, check your ID and password' for a wrong password, an unknown ID or another project's participant", async () => {
    const user = await makeParticipant(t.db, project.id);
    const stranger = await makeParticipant(t.db, other.id);
    for (const body of [
      { username: user.username, password: 'wrong-one' },
      { username: 'nobody-at-all', password: PASSWORD },
      { username: stranger.username, password: PASSWORD },
    ]) {
      expectLoginFailed(await login(project.id, body), {
        code: 'LOGIN_FAILED',
        detail: 'Login failed, check your ID and password',
      });
    }
  });

  it('404 for a missing project, 403 PROJECT_INACTIVE for an inactive one', async () => {
    const user = await makeParticipant(t.db, closed.id);
    expect((await login(987654, { username: user.username, password: PASSWORD })).statusCode).toBe(404);
    const res = await login(closed.id, { username: user.username, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PROJECT_INACTIVE');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('400 naming the field for a missing username or password', async () => {
    const a = await login(project.id, { password: PASSWORD });
    expect(a.statusCode).toBe(400);
    expect(a.json().detail).toContain('username');
    const b = await login(project.id, { username: 'someone' });
    expect(b.statusCode).toBe(400);
    expect(b.json().detail).toContain('password');
  });

  it('is rate limited after 5 failures (429), even for the right password', async () => {
    const user = await makeParticipant(t.db, project.id);
    await expectLoginThrottled(
      (password) => login(project.id, { username: user.username, password }),
      () => 'guess-guess',
      PASSWORD,
    );
  });
});
