import { describe, expect, it } from 'vitest';
import { anonymousOf, clientFrom, useTestApp } from '@server/test/test-app';
import * as fx from '@server/test/fixture-rows';
import * as http from '@server/test/expect-http';
import { adminAnswer, postLogin, type LoginOptions } from '@server/test/accounts';

/** POST /api/super-admin/login. */

const t = useTestApp();
const anon = anonymousOf(t);

const FAILED = { code: 'LOGIN_FAILED', detail: 'Login failed. Check the Super Admin account' };

const login = (body: unknown, opts?: LoginOptions) => postLogin(t, '/api/super-admin/login', body, opts);

const sessionsOf = (id: number) => fx.sessionsOf(t.db, 'admin', id);

describe('POST /api/super-admin/login', () => {
  it('logs in an active super admin: answers the admin, sets an HttpOnly SameSite=Lax cookie and stores a session', async () => {
    const sup = await fx.makeAdmin(t.db, { superAdmin: true });
    const res = await login({ username: sup.username, password: fx.PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(adminAnswer(sup, true));
    http.expectSessionCookie(res);
    const rows = await sessionsOf(sup.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ principal_type: 'admin', project_id: null });

    const c = clientFrom(t.app, res);
    const me = await c.inject({ url: '/api/auth/me' });
    expect(me.json()).toMatchObject({ kind: 'admin', role: 'super_admin', id: sup.id });
    expect((await c.inject({ url: '/api/super-admin/dashboard' })).statusCode).toBe(200);
  });

  it('issues a new token at every login', async () => {
    const sup = await fx.makeAdmin(t.db, { superAdmin: true });
    const a = clientFrom(t.app, await login({ username: sup.username, password: fx.PASSWORD })).cookie;
    const b = clientFrom(
      t.app,
      await login({ username: sup.username, password: fx.PASSWORD }, { cookie: a }),
    ).cookie;
    expect(b).not.toBe(a);
    expect(await sessionsOf(sup.id)).toHaveLength(1);
  });

  it('accepts the username in the query string with the password in the body', async () => {
    const sup = await fx.makeAdmin(t.db, { superAdmin: true });
    const res = await login({ password: fx.PASSWORD }, { query: `?username=${sup.username}` });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password, an unknown user and a project admin with the same 401', async () => {
    const sup = await fx.makeAdmin(t.db, { superAdmin: true });
    const p = await fx.makeProject(t.db);
    const projectAdmin = await fx.makeAdmin(t.db, { projectIds: [p.id] });
    for (const body of [
      { username: sup.username, password: 'wrong-password' },
      { username: 'nobody-at-all', password: fx.PASSWORD },
      { username: projectAdmin.username, password: fx.PASSWORD },
    ]) {
      http.expectLoginFailed(await login(body), FAILED);
    }
    expect(await sessionsOf(projectAdmin.id)).toHaveLength(0);
    expect(await sessionsOf(sup.id)).toHaveLength(0);
  });

  it('refuses an inactive super admin', async () => {
    const sup = await fx.makeAdmin(t.db, { superAdmin: true, isActive: false });
    http.expectLoginFailed(await login({ username: sup.username, password: fx.PASSWORD }), FAILED);
    expect(await sessionsOf(sup.id)).toHaveLength(0);
  });

  it('bad input: a password in the query string, malformed JSON, a missing password', async () => {
    const sup = await fx.makeAdmin(t.db, { superAdmin: true });
    await http.expectPasswordInUrlRefused(
      anon,
      `/api/super-admin/login?username=${sup.username}&password=${fx.PASSWORD}`,
    );
    await http.expectInvalidJson(anon, { method: 'POST', url: '/api/super-admin/login' }, '{"username"');
    const missing = await login({ username: sup.username });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toContain('password');
    const wrongType = await login({ username: sup.username, password: 123456 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().detail).toContain('password');
    expect(await sessionsOf(sup.id)).toHaveLength(0);
  });

  it('the 6th failed attempt is 429 with Retry-After, even with the right password', async () => {
    const sup = await fx.makeAdmin(t.db, { superAdmin: true });
    await http.expectLoginThrottled(
      (password) => login({ username: sup.username, password }),
      (i) => `wrong-${i}`,
      fx.PASSWORD,
    );
    expect(await sessionsOf(sup.id)).toHaveLength(0);
  });
});
