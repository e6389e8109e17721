import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createTestApp, type TestApp } from '@server/test/test-app';
import { makeAdmin, makeJudge, makeProject, sessionFor } from '@server/test/fixture-rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('health and session basics', () => {
  it('GET /api/health answers ok once the database answers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/auth/me is 401 without a session, with a detail', async () => {
    const res = await anonymous(t.app).inject({ url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'LOGIN_REQUIRED', detail: expect.stringContaining('log in') });
  });

  it('GET /api/auth/me names the admin and their projects', async () => {
    const p = await makeProject(t.db);
    const admin = await makeAdmin(t.db, { projectIds: [p.id] });
    const c = await sessionFor(t.app, 'admin', admin.id);
    const res = await c.inject({ url: '/api/auth/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'admin',
      role: 'project_admin',
      id: admin.id,
      project_ids: [p.id],
    });
  });

  it('GET /api/auth/me names a judge and its project', async () => {
    const p = await makeProject(t.db);
    const judge = await makeJudge(t.db, p.id);
    const c = await sessionFor(t.app, 'judge', judge.id, p.id);
    const res = await c.inject({ url: '/api/auth/me' });
    expect(res.json()).toMatchObject({
      kind: 'judge',
      role: 'judge',
      id: judge.id,
      project_id: p.id,
      username: judge.username,
    });
  });

  it('logout ends the session at once and removes its row', async () => {
    const admin = await makeAdmin(t.db, { superAdmin: true });
    const c = await sessionFor(t.app, 'admin', admin.id);
    expect((await c.inject({ url: '/api/auth/me' })).statusCode).toBe(200);
    const out = await c.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toContain('sid=;');
    expect((await c.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    const rows = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('principal_id', '=', admin.id)
      .where('principal_type', '=', 'admin')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('an expired session is no session', async () => {
    const admin = await makeAdmin(t.db, { superAdmin: true });
    const c = await sessionFor(t.app, 'admin', admin.id);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await c.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('a password in the query string is refused with 400', async () => {
    const res = await t.app.inject({ url: '/api/health?password=x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_IN_URL' });
  });

  it('a change from another origin is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'BAD_ORIGIN' });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('security headers are on API answers and errors', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const res = await t.app.inject({ url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
    const missing = await t.app.inject({ url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toContain('/api/nope');
  });

  it('the OpenAPI description is browsable', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});
