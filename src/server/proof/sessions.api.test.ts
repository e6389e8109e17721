import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  makeAdmin,
  makeJudge,
  makeProject,
  makeParticipant,
  PASSWORD,
  sessionFor,
} from '../test/fixture-rows';

/** Sessions and abuse: fresh tokens at login, sessions that end at once, expiry, login limits, headers. */
let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'proof-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  );
  fs.writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ webDist: webDir });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const cookieOf = (res: LightMyRequestResponse): string => {
  const raw = res.headers['set-cookie'];
  const first = (Array.isArray(raw) ? raw : [raw]).find((c) => String(c).startsWith('sid='));
  if (!first) throw new Error(`no session cookie: ${res.statusCode} ${res.body}`);
  return String(first);
};
const token = (setCookie: string) => setCookie.split(';')[0]!;
const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });

type Login = { name: string; url: string; username: string; ip: string };

async function logins(): Promise<Login[]> {
  const p = await makeProject(t.db);
  const projectAdmin = await makeAdmin(t.db, { projectIds: [p.id] });
  const superAdmin = await makeAdmin(t.db, { superAdmin: true });
  const judge = await makeJudge(t.db, p.id);
  const participant = await makeParticipant(t.db, p.id);
  return [
    { name: 'super admin', url: '/api/super-admin/login', username: superAdmin.username, ip: '10.1.0.1' },
    {
      name: 'project admin',
      url: `/api/projects/${p.id}/login`,
      username: projectAdmin.username,
      ip: '10.1.0.2',
    },
    { name: 'judge', url: `/api/projects/${p.id}/judge/login`, username: judge.username, ip: '10.1.0.3' },
    {
      name: 'participant',
      url: `/api/projects/${p.id}/users/login`,
      username: participant.username,
      ip: '10.1.0.4',
    },
  ];
}

const login = (l: Login, password: string, opts: { cookie?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: l.url,
    payload: { username: l.username, password },
    remoteAddress: opts.ip ?? l.ip,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
  });

describe('login sessions', () => {
  it('every login sets a fresh HttpOnly SameSite=Lax cookie and ends the session it came with', async () => {
    for (const l of await logins()) {
      const first = await login(l, PASSWORD);
      expect(first.statusCode, `${l.name}: ${first.body}`).toBe(200);
      const c1 = cookieOf(first);
      expect(c1, l.name).toMatch(/HttpOnly/i);
      expect(c1, l.name).toMatch(/SameSite=Lax/i);
      expect(c1, l.name).toMatch(/Path=\//);
      expect(first.body, l.name).not.toContain('password');
      const second = await login(l, PASSWORD, { cookie: token(c1) });
      const c2 = cookieOf(second);
      expect(token(c2), l.name).not.toBe(token(c1));
      expect((await me(token(c1))).statusCode, `${l.name}: the old token is dead`).toBe(401);
      expect((await me(token(c2))).statusCode, `${l.name}: the new token works`).toBe(200);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: token(c2) },
      });
      expect(out.statusCode).toBe(200);
      expect((await me(token(c2))).statusCode, `${l.name}: logged out at once`).toBe(401);
    }
  });

  it('a forged, oversized or expired cookie is no session', async () => {
    for (const cookie of ['sid=forged', `sid=${'x'.repeat(5000)}`, 'sid=', 'sid=%00%ff']) {
      expect((await me(cookie)).statusCode, cookie.slice(0, 20)).toBe(401);
    }
    const admin = await makeAdmin(t.db, { superAdmin: true });
    const c = await sessionFor(t.app, 'admin', admin.id);
    expect((await c.inject({ url: '/api/auth/me' })).statusCode).toBe(200);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('principal_id', '=', admin.id)
      .where('principal_type', '=', 'admin')
      .execute();
    expect((await c.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await c.inject({ url: '/api/super-admin/admins' })).statusCode).toBe(401);
  });
});

describe('sessions end at once when their account goes', () => {
  it('deleting or deactivating an admin, or changing their password', async () => {
    const superAdmin = await makeAdmin(t.db, { superAdmin: true });
    const root = await sessionFor(t.app, 'admin', superAdmin.id);
    const p = await makeProject(t.db);
    for (const change of ['delete', 'deactivate', 'password'] as const) {
      const victim = await makeAdmin(t.db, { projectIds: [p.id] });
      const c = await sessionFor(t.app, 'admin', victim.id);
      expect((await c.inject({ url: `/api/projects/${p.id}/judges` })).statusCode).toBe(200);
      const res =
        change === 'delete'
          ? await root.inject({ method: 'DELETE', url: `/api/super-admin/admins/${victim.id}` })
          : await root.inject({
              method: 'PUT',
              url: `/api/super-admin/admins/${victim.id}`,
              payload: change === 'deactivate' ? { is_active: false } : { password: 'brand-new-pass' },
            });
      expect(res.statusCode, `${change}: ${res.body}`).toBe(200);
      expect(
        (await c.inject({ url: `/api/projects/${p.id}/judges` })).statusCode,
        `${change} ends the session`,
      ).toBe(401);
      expect((await c.inject({ url: '/api/auth/me' })).statusCode, change).toBe(401);
    }
  });

  it('deleting a judge, a participant or their project', async () => {
    const p = await makeProject(t.db);
    const projectAdmin = await makeAdmin(t.db, { projectIds: [p.id] });
    const superAdmin = await makeAdmin(t.db, { superAdmin: true });
    const a = await sessionFor(t.app, 'admin', projectAdmin.id);
    const judge = await makeJudge(t.db, p.id);
    const participant = await makeParticipant(t.db, p.id);
    const jc = await sessionFor(t.app, 'judge', judge.id, p.id);
    const pc = await sessionFor(t.app, 'user', participant.id, p.id);
    expect((await jc.inject({ url: `/api/projects/${p.id}/judge/posters` })).statusCode).toBe(200);
    expect(
      (await a.inject({ method: 'DELETE', url: `/api/projects/${p.id}/judges/${judge.id}` })).statusCode,
    ).toBe(200);
    expect((await jc.inject({ url: `/api/projects/${p.id}/judge/posters` })).statusCode).toBe(401);
    expect((await pc.inject({ url: `/api/projects/${p.id}/posters` })).statusCode).toBe(200);
    expect(
      (await a.inject({ method: 'DELETE', url: `/api/projects/${p.id}/users/${participant.id}` })).statusCode,
    ).toBe(200);
    expect((await pc.inject({ url: `/api/projects/${p.id}/posters` })).statusCode).toBe(401);

    const p2 = await makeProject(t.db);
    const j2 = await makeJudge(t.db, p2.id);
    const jc2 = await sessionFor(t.app, 'judge', j2.id, p2.id);
    const root = await sessionFor(t.app, 'admin', superAdmin.id);
    expect(
      (
        await root.inject({
          method: 'DELETE',
          url: `/api/super-admin/projects/${p2.id}?confirm=${encodeURIComponent(p2.name)}`,
        })
      ).statusCode,
    ).toBe(200);
    expect((await jc2.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('logins to an inactive project or by an inactive admin are refused', async () => {
    const p = await makeProject(t.db, { is_active: 0 });
    const judge = await makeJudge(t.db, p.id);
    const participant = await makeParticipant(t.db, p.id);
    const inactive = await makeAdmin(t.db, { superAdmin: true, isActive: false });
    for (const [url, username] of [
      [`/api/projects/${p.id}/judge/login`, judge.username],
      [`/api/projects/${p.id}/users/login`, participant.username],
      ['/api/super-admin/login', inactive.username],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { username, password: PASSWORD },
        remoteAddress: '10.9.0.1',
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
  });
});

describe('failed logins', () => {
  it('past the limit answer 429 with Retry-After, even with the right password; another address still gets in', async () => {
    for (const l of await logins()) {
      for (let i = 0; i < 5; i++) expect((await login(l, 'wrong-password')).statusCode, l.name).toBe(401);
      const locked = await login(l, 'wrong-password');
      expect(locked.statusCode, `${l.name}: ${locked.body}`).toBe(429);
      expect(Number(locked.headers['retry-after']), l.name).toBeGreaterThan(0);
      expect(locked.json().detail, l.name).toMatch(/try again/i);
      expect((await login(l, PASSWORD)).statusCode, `${l.name}: right password while locked`).toBe(429);
      expect((await login(l, PASSWORD, { ip: '10.200.0.9' })).statusCode, `${l.name}: another address`).toBe(
        200,
      );
    }
  });
  // Attacks on the throttle itself (parallel guesses, many addresses, spraying): login-throttle.api.test.ts.
});

describe('security headers', () => {
  const frameSafe = (csp: string) => /frame-ancestors 'none'/.test(csp);

  it('on pages, assets, API answers and errors', async () => {
    const p = await makeProject(t.db);
    for (const url of [
      '/',
      '/projects/x/judge/posters',
      '/assets/app.js',
      '/api/health',
      '/api/nope',
      '/api/auth/me',
      `/api/projects/abc/posters`,
      `/api/projects/${p.id}/posters`,
    ]) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy'] ?? '');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(frameSafe(csp), `${url}: ${csp}`).toBe(true);
      expect(csp, url).toMatch(/script-src 'self'/);
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      if (res.statusCode >= 400) expect(res.json().detail, url).toEqual(expect.any(String));
    }
  });

  it('on uploaded files, which are served as inert data with nosniff', async () => {
    const dir = path.join(t.config.uploadsDir, 'proof');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'evil.html'), '<script>alert(1)</script>');
    fs.writeFileSync(path.join(dir, 'image.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    for (const url of [
      '/uploads/proof/evil.html',
      '/uploads/proof/image.png',
      '/uploads/proof/missing.png',
      '/uploads/../../etc/passwd',
      '/uploads/.hidden',
    ]) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy'] ?? '');
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(frameSafe(csp), `${url}: ${csp}`).toBe(true);
      if (url.startsWith('/uploads/proof/') && res.statusCode === 200) expect(csp, url).toMatch(/sandbox/);
      expect(res.body, url).not.toContain('root:');
    }
  });
});
