import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app';
import { adminClient, makeAdmin, makeJudge, makeProject, PASSWORD } from '../test/fixture-rows';
import { purgeExpiredLoginAttempts, THROTTLE } from '../modules/auth/login-limiter';

/**
 * The login throttle under attack, done the way an attacker does it: many guesses at once, from many addresses,
 * many usernames from one address. The client address is the socket's (`remoteAddress`): no proxy is trusted.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const SUPER_LOGIN = '/api/super-admin/login';
const login = (url: string, username: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url, payload: { username, password }, remoteAddress: ip });
const statuses = (all: LightMyRequestResponse[]) => all.map((r) => r.statusCode);
const count = (all: LightMyRequestResponse[], status: number) =>
  all.filter((r) => r.statusCode === status).length;
const rowsOf = (account: string) =>
  t.db.selectFrom('login_attempts').selectAll().where('account', '=', account).execute();
const clientRow = (ip: string) =>
  t.db.selectFrom('login_attempts').selectAll().where('key', '=', `c|${ip}`).executeTakeFirst();
const past = () => new Date(Date.now() - 1000).toISOString();

describe('one account from one client', () => {
  it('50 wrong passwords at once: 5 are checked (401), the other 45 get 429 with Retry-After', async () => {
    const admin = await makeAdmin(t.db, { superAdmin: true });
    const all = await Promise.all(
      Array.from({ length: 50 }, () => login(SUPER_LOGIN, admin.username, 'wrong-password', '10.10.0.1')),
    );
    expect(count(all, 401), statuses(all).join(',')).toBe(THROTTLE.perAccountAndClient);
    expect(count(all, 429)).toBe(50 - THROTTLE.perAccountAndClient);
    for (const r of all.filter((x) => x.statusCode === 429)) {
      expect(r.json()).toEqual({
        code: 'TOO_MANY',
        params: { seconds: expect.any(Number) },
        detail: expect.stringMatching(
          /^Too many failed logins for this account\. Try again in 1[45] minutes\.$/,
        ),
      });
      const wait = Number(r.headers['retry-after']);
      expect(wait).toBeGreaterThan(14 * 60);
      expect(wait).toBeLessThanOrEqual(15 * 60);
    }
    const pair = (await rowsOf(`admin:${admin.username}`)).find((r) => r.key.startsWith('p|'));
    expect(pair?.failures).toBe(THROTTLE.perAccountAndClient);

    // The right password from that client waits out the window; from anywhere else it gets in.
    expect((await login(SUPER_LOGIN, admin.username, PASSWORD, '10.10.0.1')).statusCode).toBe(429);
    const owner = await login(SUPER_LOGIN, admin.username, PASSWORD, '10.10.0.2');
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json()).toMatchObject({ admin_id: admin.id, username: admin.username });
  });

  it('a success starts that client afresh: four typos, a login, and its count is back to zero', async () => {
    const admin = await makeAdmin(t.db, { superAdmin: true });
    for (let i = 0; i < 4; i++)
      expect((await login(SUPER_LOGIN, admin.username, 'typo', '10.11.0.1')).statusCode).toBe(401);
    expect((await login(SUPER_LOGIN, admin.username, PASSWORD, '10.11.0.1')).statusCode).toBe(200);
    const rows = await rowsOf(`admin:${admin.username}`);
    expect(rows.map((r) => r.key)).not.toContain(`p|admin:${admin.username}|10.11.0.1`);
    expect((await clientRow('10.11.0.1'))?.failures).toBe(4);
    expect((await login(SUPER_LOGIN, admin.username, 'typo', '10.11.0.1')).statusCode).toBe(401);
    const pair = await t.db
      .selectFrom('login_attempts')
      .selectAll()
      .where('key', '=', `p|admin:${admin.username}|10.11.0.1`)
      .executeTakeFirst();
    expect(pair?.failures).toBe(1);
  });
});

describe('one account from many clients', () => {
  it('30 failures from 30 other clients do not stop the owner; a typo costs the owner a short, stated wait', async () => {
    const p = await makeProject(t.db);
    const judge = await makeJudge(t.db, p.id);
    const url = `/api/projects/${p.id}/judge/login`;
    for (let i = 1; i <= 30; i++)
      expect((await login(url, judge.username, `guess-${i}`, `10.20.0.${i}`)).statusCode).toBe(401);
    const account = (await rowsOf(`judge:${p.id}:${judge.username}`)).find((r) => r.key.startsWith('a|'));
    expect(account?.failures).toBe(30);

    // An attacking client must now wait before its next guess (the delay has reached its cap).
    const again = await login(url, judge.username, 'guess-31', '10.20.0.30');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(THROTTLE.maxDelayMs / 1000);

    // The owner, on a phone that has not been failing, gets in at once.
    const owner = await login(url, judge.username, PASSWORD, '10.21.0.1');
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json()).toMatchObject({ id: judge.id, username: judge.username });

    // The owner mistypes once: the next try is refused with the wait stated, at most 30 seconds.
    expect((await login(url, judge.username, 'typo', '10.21.0.2')).statusCode).toBe(401);
    const wait = await login(url, judge.username, PASSWORD, '10.21.0.2');
    expect(wait.statusCode).toBe(429);
    expect(wait.json().detail).toMatch(
      /^Too many failed logins for this account\. Try again in \d+ seconds\.$/,
    );
    const seconds = Number(wait.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(30);
    // The wait passes (moved in the database rather than waited for): the owner gets in.
    await t.db
      .updateTable('login_attempts')
      .set({ next_at: past() })
      .where('key', '=', `p|judge:${p.id}:${judge.username}|10.21.0.2`)
      .execute();
    const later = await login(url, judge.username, PASSWORD, '10.21.0.2');
    expect(later.statusCode, later.body).toBe(200);
  });

  it('an admin setting a new password lets a throttled judge in at once, from the same phone', async () => {
    const p = await makeProject(t.db);
    const judge = await makeJudge(t.db, p.id);
    const admin = await adminClient(t.app, { projectIds: [p.id] });
    const url = `/api/projects/${p.id}/judge/login`;
    for (let i = 0; i < 5; i++) await login(url, judge.username, 'forgotten', '10.22.0.1');
    expect((await login(url, judge.username, 'fresh-pass-1', '10.22.0.1')).statusCode).toBe(429);
    const reset = await admin.inject({
      method: 'PUT',
      url: `/api/projects/${p.id}/judges/${judge.id}`,
      payload: { password: 'fresh-pass-1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await rowsOf(`judge:${p.id}:${judge.username}`)).toEqual([]);
    const res = await login(url, judge.username, 'fresh-pass-1', '10.22.0.1');
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('many usernames from one client (password spraying)', () => {
  it('60 usernames sprayed at once: the client limit is checked (401), the rest 429; others are unaffected', async () => {
    const limit = t.config.loginFailuresPerClient;
    const admin = await makeAdmin(t.db, { superAdmin: true });
    const all = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(SUPER_LOGIN, `nobody-${i}`, 'Spring2026!', '10.30.0.1')),
    );
    expect(count(all, 401), statuses(all).join(',')).toBe(limit);
    expect(count(all, 429)).toBe(60 - limit);
    for (const r of all.filter((x) => x.statusCode === 429)) {
      expect(r.json().detail).toMatch(
        /^Too many failed logins from your network\. Try again in 1[45] minutes\.$/,
      );
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    expect((await clientRow('10.30.0.1'))?.failures).toBe(limit);
    // A real account from the spraying address is refused too; from another address it is not.
    expect((await login(SUPER_LOGIN, admin.username, PASSWORD, '10.30.0.1')).statusCode).toBe(429);
    expect((await login(SUPER_LOGIN, admin.username, PASSWORD, '10.30.0.2')).statusCode).toBe(200);
    // Once stopped, the flood writes nothing more: a new username from that address leaves no row.
    expect((await login(SUPER_LOGIN, 'sprayed-after-the-limit', 'x', '10.30.0.1')).statusCode).toBe(429);
    expect(await rowsOf('admin:sprayed-after-the-limit')).toEqual([]);
  });

  it('an unknown username is answered exactly like a wrong password, and counted the same', async () => {
    const admin = await makeAdmin(t.db, { superAdmin: true });
    const known = await login(SUPER_LOGIN, admin.username, 'wrong-password', '10.31.0.1');
    const unknown = await login(SUPER_LOGIN, `${admin.username}-x`, 'wrong-password', '10.31.0.1');
    expect(known.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['set-cookie']).toBeUndefined();
    for (const name of [admin.username, `${admin.username}-x`]) {
      const keys = (await rowsOf(`admin:${name}`)).map((r) => r.key).sort();
      expect(keys).toEqual([`a|admin:${name}`, `p|admin:${name}|10.31.0.1`]);
    }
    expect((await clientRow('10.31.0.1'))?.failures).toBe(2);
  });
});

describe('a hall of judges behind one address (conference wifi)', () => {
  it('120 judges logging in at once from one address all get in, and the client counter ends at zero', async () => {
    const p = await makeProject(t.db);
    const judges = await Promise.all(Array.from({ length: 120 }, () => makeJudge(t.db, p.id)));
    const all = await Promise.all(
      judges.map((j) => login(`/api/projects/${p.id}/judge/login`, j.username, PASSWORD, '10.40.0.1')),
    );
    expect(count(all, 200), statuses(all).join(',')).toBe(120);
    expect((await clientRow('10.40.0.1'))?.failures ?? 0).toBe(0);
  });
});

describe('the throttle table does not grow for good', () => {
  it('expired rows are purged, live ones stay; an expired window lets the client try again', async () => {
    const admin = await makeAdmin(t.db, { superAdmin: true });
    for (let i = 0; i < 20; i++) await login(SUPER_LOGIN, `ghost-${i}`, 'x', '10.40.0.1');
    for (let i = 0; i < 5; i++) await login(SUPER_LOGIN, admin.username, 'x', '10.40.0.2');
    expect((await login(SUPER_LOGIN, admin.username, PASSWORD, '10.40.0.2')).statusCode).toBe(429);
    const ghosts = await t.db
      .selectFrom('login_attempts')
      .select('key')
      .where('account', 'like', 'admin:ghost-%')
      .execute();
    expect(ghosts).toHaveLength(40);

    // The window of the sprayer's rows and of the locked pair passes.
    await t.db
      .updateTable('login_attempts')
      .set({ reset_at: past() })
      .where((eb) =>
        eb.or([
          eb('account', 'like', 'admin:ghost-%'),
          eb('key', '=', 'c|10.40.0.1'),
          eb('key', '=', `p|admin:${admin.username}|10.40.0.2`),
        ]),
      )
      .execute();
    expect(await purgeExpiredLoginAttempts(t.db)).toBe(42);
    const left = await t.db.selectFrom('login_attempts').select('key').execute();
    expect(left.map((r) => r.key)).not.toContain('c|10.40.0.1');
    expect(left.filter((r) => r.key.includes('ghost-'))).toEqual([]);
    // Rows still in their window stay: the account's count and the second client's.
    expect(left.map((r) => r.key)).toEqual(
      expect.arrayContaining([`a|admin:${admin.username}`, 'c|10.40.0.2']),
    );
    // The locked client's window has passed: the right password gets in.
    expect((await login(SUPER_LOGIN, admin.username, PASSWORD, '10.40.0.2')).statusCode).toBe(200);
  });
});
