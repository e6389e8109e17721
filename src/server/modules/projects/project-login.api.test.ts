import { describe, expect, it } from 'vitest';
import { anonymousOf, clientFrom, useTestApp } from '@server/test/test-app';
import * as fx from '@server/test/fixture-rows';
import * as http from '@server/test/expect-http';
import { adminAnswer, postLogin, type LoginOptions } from '@server/test/accounts';

/** POST /api/projects/:projectId/login: the project admin login. */

const t = useTestApp();
const anon = anonymousOf(t);

const login = (projectId: number, body: unknown, opts?: LoginOptions) =>
  postLogin(t, `/api/projects/${projectId}/login`, body, opts);

const sessionsOf = (id: number) => fx.sessionsOf(t.db, 'admin', id);

const FAILED = { code: 'LOGIN_FAILED', detail: 'Login failed. Check the administrator account' };

describe('POST /api/projects/:projectId/login', () => {
  it('logs in an assigned admin: answers the admin, sets an HttpOnly SameSite=Lax cookie and stores a session', async () => {
    const p = await fx.makeProject(t.db);
    const admin = await fx.makeAdmin(t.db, { projectIds: [p.id] });
    const res = await login(p.id, { username: admin.username, password: fx.PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(adminAnswer(admin, false));
    const cookie = http.expectSessionCookie(res);
    const rows = await sessionsOf(admin.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ project_id: p.id });
    expect(JSON.stringify(rows)).not.toContain(cookie.split(';')[0]!.slice(4));

    const me = await clientFrom(t.app, res).inject({ url: '/api/auth/me' });
    expect(me.json()).toMatchObject({
      kind: 'admin',
      id: admin.id,
      role: 'project_admin',
      project_ids: [p.id],
    });
  });

  it('gives a new token at each login and ends the session the browser came with', async () => {
    const p = await fx.makeProject(t.db);
    const admin = await fx.makeAdmin(t.db, { projectIds: [p.id] });
    const first = await login(p.id, { username: admin.username, password: fx.PASSWORD });
    const firstCookie = clientFrom(t.app, first).cookie;
    const second = await login(
      p.id,
      { username: admin.username, password: fx.PASSWORD },
      { cookie: firstCookie },
    );
    const secondCookie = clientFrom(t.app, second).cookie;
    expect(second.statusCode).toBe(200);
    expect(secondCookie).not.toBe(firstCookie);
    expect(await sessionsOf(admin.id)).toHaveLength(1);
    const old = await t.app.inject({ url: '/api/auth/me', headers: { cookie: firstCookie } });
    expect(old.statusCode).toBe(401);
  });

  it('lets any active super admin in, assigned or not', async () => {
    const p = await fx.makeProject(t.db);
    const sup = await fx.makeAdmin(t.db, { superAdmin: true });
    const res = await login(p.id, { username: sup.username, password: fx.PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ admin_id: sup.id, is_super_admin: true });
  });

  it('accepts the username in the query string (docs/product.md#the-api) with the password in the body', async () => {
    const p = await fx.makeProject(t.db);
    const admin = await fx.makeAdmin(t.db, { projectIds: [p.id] });
    const res = await login(p.id, { password: fx.PASSWORD }, { query: `?username=${admin.username}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().admin_id).toBe(admin.id);
  });

  it('refuses a wrong password and an unknown user with the same 401, an admin of another project too', async () => {
    const p = await fx.makeProject(t.db);
    const other = await fx.makeProject(t.db);
    const stranger = await fx.makeAdmin(t.db, { projectIds: [other.id] });
    const admin = await fx.makeAdmin(t.db, { projectIds: [p.id] });
    for (const body of [
      { username: stranger.username, password: 'wrong-password' },
      { username: admin.username, password: 'wrong-password' },
      { username: 'nobody-here', password: fx.PASSWORD },
    ]) {
      http.expectLoginFailed(await login(p.id, body), FAILED);
    }
    expect(await sessionsOf(stranger.id)).toHaveLength(0);
  });

  it('tells an admin whose password is right that the account is not assigned to this conference', async () => {
    const p = await fx.makeProject(t.db);
    const other = await fx.makeProject(t.db);
    const stranger = await fx.makeAdmin(t.db, { projectIds: [other.id] });
    const unassigned = await fx.makeAdmin(t.db);
    for (const who of [stranger, unassigned]) {
      const res = await login(p.id, { username: who.username, password: fx.PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'NOT_ASSIGNED',
        detail: 'This administrator account is not assigned to this conference',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await sessionsOf(who.id)).toHaveLength(0);
    }
    // A right password is no guess: it never counts towards the limit (the owner may ask ten times).
    for (let i = 0; i < 12; i++)
      expect((await login(p.id, { username: stranger.username, password: fx.PASSWORD })).statusCode).toBe(
        403,
      );
    // Assigned meanwhile, the same account signs in.
    await t.db
      .insertInto('admin_projects')
      .values({ admin_id: stranger.id, project_id: p.id, created_at: new Date().toISOString() })
      .execute();
    expect((await login(p.id, { username: stranger.username, password: fx.PASSWORD })).statusCode).toBe(200);
  });

  it('refuses an inactive admin, even with the right password', async () => {
    const p = await fx.makeProject(t.db);
    const admin = await fx.makeAdmin(t.db, { projectIds: [p.id], isActive: false });
    const res = await login(p.id, { username: admin.username, password: fx.PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(await sessionsOf(admin.id)).toHaveLength(0);
  });

  it('is 404 for a project that does not exist, 400 for a non-number id', async () => {
    const res = await login(999999, { username: 'x', password: 'y' });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Project not found');
    expect((await login('abc' as never, { username: 'x', password: 'y' })).statusCode).toBe(400);
  });

  it('bad input: a password in the query string, malformed JSON, missing fields', async () => {
    const p = await fx.makeProject(t.db);
    const admin = await fx.makeAdmin(t.db, { projectIds: [p.id] });
    await http.expectPasswordInUrlRefused(
      anon,
      `/api/projects/${p.id}/login?username=${admin.username}&password=${fx.PASSWORD}`,
    );
    expect(await sessionsOf(admin.id)).toHaveLength(0);

    await http.expectInvalidJson(
      anon,
      { method: 'POST', url: `/api/projects/${p.id}/login` },
      '{"username": ',
    );

    const noPassword = await login(p.id, { username: admin.username });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().detail).toContain('password');
    const noBody = await anon.inject({ method: 'POST', url: `/api/projects/${p.id}/login` });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().detail).toContain('username');
  });

  it('the 6th failed attempt in a row is 429 with Retry-After, even with the right password', async () => {
    const p = await fx.makeProject(t.db);
    const admin = await fx.makeAdmin(t.db, { projectIds: [p.id] });
    await http.expectLoginThrottled(
      (password) => login(p.id, { username: admin.username, password }),
      (i) => `wrong-${i}`,
      fx.PASSWORD,
    );
    expect(await sessionsOf(admin.id)).toHaveLength(0);
  });
});
