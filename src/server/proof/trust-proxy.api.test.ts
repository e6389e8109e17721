import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { makeAdmin, PASSWORD } from '../test/fixture-rows';

/**
 * X-Forwarded-For and X-Forwarded-Host are anyone's to write. Believed by default, they let a client pick the
 * address the login throttle counts and satisfy the Origin check. They are believed only with TRUST_PROXY.
 */
let plain: TestApp;
let proxied: TestApp;
let hops: TestApp;
const PROXY = '10.90.0.1';

beforeAll(async () => {
  plain = await createTestApp();
  proxied = await createTestApp({ trustProxy: [PROXY] });
  hops = await createTestApp({ trustProxy: 1 });
});
afterAll(async () => {
  await plain?.close();
  await proxied?.close();
  await hops?.close();
});

const login = (t: TestApp, username: string, password: string, ip: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/super-admin/login',
    payload: { username, password },
    remoteAddress: ip,
    headers: { 'x-forwarded-for': forwardedFor },
  });

const keysOf = async (t: TestApp, username: string) =>
  (await t.db.selectFrom('login_attempts').select('key').where('account', '=', `admin:${username}`).execute())
    .map((r) => r.key)
    .filter((k) => k.startsWith('p|'))
    .sort();

const crossSiteLogout = (t: TestApp, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    remoteAddress: ip,
    headers: {
      host: 'posters.example.org',
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
    },
  });

describe('by default no proxy is trusted', () => {
  it('a new X-Forwarded-For on every guess does not make a new client', async () => {
    const admin = await makeAdmin(plain.db, { superAdmin: true });
    for (let i = 1; i <= 5; i++)
      expect((await login(plain, admin.username, 'wrong', '10.80.0.1', `203.0.113.${i}`)).statusCode).toBe(
        401,
      );
    const sixth = await login(plain, admin.username, PASSWORD, '10.80.0.1', '203.0.113.99');
    expect(sixth.statusCode, sixth.body).toBe(429);
    expect(await keysOf(plain, admin.username)).toEqual([`p|admin:${admin.username}|10.80.0.1`]);
  });

  it('X-Forwarded-Host does not satisfy the Origin check: the real Host does', async () => {
    const res = await crossSiteLogout(plain, '10.80.0.2');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'BAD_ORIGIN' });
    const same = await plain.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: 'posters.example.org', origin: 'https://posters.example.org' },
    });
    expect(same.statusCode, same.body).toBe(200);
  });
});

describe('TRUST_PROXY names the proxies whose headers are believed', () => {
  it('through the proxy, each forwarded client has its own counters', async () => {
    const admin = await makeAdmin(proxied.db, { superAdmin: true });
    for (let i = 1; i <= 5; i++)
      expect((await login(proxied, admin.username, 'wrong', PROXY, '203.0.113.1')).statusCode).toBe(401);
    expect((await login(proxied, admin.username, PASSWORD, PROXY, '203.0.113.1')).statusCode).toBe(429);
    const other = await login(proxied, admin.username, PASSWORD, PROXY, '203.0.113.2');
    expect(other.statusCode, other.body).toBe(200);
    expect(await keysOf(proxied, admin.username)).toEqual([`p|admin:${admin.username}|203.0.113.1`]);
  });

  it('a client that is not the proxy still cannot choose its address', async () => {
    const admin = await makeAdmin(proxied.db, { superAdmin: true });
    await login(proxied, admin.username, 'wrong', '10.80.0.3', '198.51.100.7');
    expect(await keysOf(proxied, admin.username)).toEqual([`p|admin:${admin.username}|10.80.0.3`]);
  });

  it('X-Forwarded-Host is the host only when the proxy sent it', async () => {
    const viaProxy = await crossSiteLogout(proxied, PROXY);
    expect(viaProxy.statusCode, viaProxy.body).toBe(200);
    const direct = await crossSiteLogout(proxied, '10.80.0.4');
    expect(direct.statusCode).toBe(403);
    expect(direct.json()).toMatchObject({ code: 'BAD_ORIGIN' });
  });

  it('a hop count believes the address the nearest proxy added (the last in the list)', async () => {
    const admin = await makeAdmin(hops.db, { superAdmin: true });
    await login(hops, admin.username, 'wrong', '10.80.0.5', '198.51.100.7, 203.0.113.50');
    expect(await keysOf(hops, admin.username)).toEqual([`p|admin:${admin.username}|203.0.113.50`]);
  });
});
