import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../test/test-app';
import { adminClient, makeAdmin, makeProject, PASSWORD } from '../test/fixture-rows';
import { JSON_LIMITS } from '../http/json-body';

/**
 * JSON bodies are checked for size, depth and key count before they are parsed: a megabyte of `[[[...` cost
 * hundreds of milliseconds to parse on routes that need no login, and a project's settings nested 100,000 deep
 * overflowed the stack when stored (a 500).
 */
let t: TestApp;
let root: Client;
beforeAll(async () => {
  t = await createTestApp();
  root = await adminClient(t.app, { superAdmin: true });
});
afterAll(async () => t?.close());

const json = { 'content-type': 'application/json' };
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObject = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};
const anonLogin = (payload: string) =>
  t.app.inject({ method: 'POST', url: '/api/super-admin/login', headers: json, payload });

describe('JSON bodies without a session', () => {
  it('a megabyte of nested brackets is refused before it is parsed (413), and so is any large body', async () => {
    for (const payload of [
      nested(512 * 1024),
      JSON.stringify({ username: 'x', password: 'y'.repeat(70_000) }),
    ]) {
      const res = await anonLogin(payload);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 'TOO_LARGE', detail: expect.stringContaining('too large') });
    }
  });

  it('nesting deeper than 64 levels is a 400; 64 levels is parsed and then validated', async () => {
    for (const payload of [
      nested(20_000),
      `{"username":${nested(JSON_LIMITS.depth)},"password":"x"}`,
      JSON.stringify({ username: 'x', password: 'y', extra: nestedObject(70) }),
    ]) {
      const res = await anonLogin(payload);
      expect(res.statusCode, payload.slice(0, 40)).toBe(400);
      expect(res.json()).toEqual({
        code: 'TOO_COMPLEX',
        detail: 'The JSON body is nested deeper than 64 levels, more than this API accepts',
      });
    }
    const ok = await anonLogin(`{"username":${nested(JSON_LIMITS.depth - 1)},"password":"x"}`);
    expect(ok.statusCode).toBe(400);
    expect(ok.json()).toMatchObject({ code: 'VALIDATION', detail: expect.stringContaining('username') });
  });

  it('more than 2,000 keys is a 400', async () => {
    const many = Object.fromEntries(Array.from({ length: JSON_LIMITS.keys + 1 }, (_, i) => [`k${i}`, 1]));
    const res = await anonLogin(JSON.stringify({ username: 'x', password: 'y', ...many }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'TOO_COMPLEX', detail: expect.stringContaining('2000 keys') });
  });

  it('brackets, colons and escaped quotes inside strings do not count', async () => {
    const admin = await makeAdmin(t.db, { superAdmin: true });
    const password = `\\"[{:`.repeat(40);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/super-admin/login',
      remoteAddress: '10.70.0.1',
      headers: json,
      payload: `{"username":"${admin.username}","password":"${password}"}`,
    });
    expect(res.statusCode, res.body).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/super-admin/login',
          remoteAddress: '10.70.0.2',
          payload: { username: admin.username, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('JSON bodies with a session', () => {
  it('the same depth and key limits apply; a larger body is allowed', async () => {
    const deep = await root.inject({
      method: 'POST',
      url: '/api/super-admin/projects',
      headers: json,
      payload: nested(300_000),
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ code: 'TOO_COMPLEX' });
    const big = await root.inject({
      method: 'POST',
      url: '/api/super-admin/projects',
      payload: { name: 'Big', slug: 'big-body', description: 'd'.repeat(4000), junk: 'x'.repeat(100_000) },
    });
    expect(big.statusCode, big.body).toBe(201);
  });
});

describe("a project's settings", () => {
  it('nested 100,000 deep is a 400, not a 500; nested past 10 levels names settings; 3 levels is stored', async () => {
    const p = await makeProject(t.db);
    const deepText = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const viaBody = await root.inject({
      method: 'PUT',
      url: `/api/super-admin/projects/${p.id}`,
      headers: json,
      payload: `{"settings":${deepText(100_000)}}`,
    });
    expect(viaBody.statusCode).toBe(400);
    expect(viaBody.json()).toMatchObject({ code: 'TOO_COMPLEX' });

    const tooDeep = [
      // an object in the body, JSON text in the query string (as the API sends it, docs/product.md#the-api),
      // JSON text in the body
      { payload: { settings: nestedObject(11) } },
      { url: `?settings=${encodeURIComponent(deepText(11))}` },
      { payload: { settings: deepText(3000) } },
    ];
    for (const c of tooDeep) {
      const res = await root.inject({
        method: 'PUT',
        url: `/api/super-admin/projects/${p.id}${c.url ?? ''}`,
        ...(c.payload ? { payload: c.payload } : {}),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION',
        field: 'settings',
        detail: 'settings must be nested at most 10 levels deep',
      });
    }
    const fine = await root.inject({
      method: 'PUT',
      url: `/api/super-admin/projects/${p.id}`,
      payload: { settings: { rooms: { hall: { count: 3 } } } },
    });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().settings).toEqual({ rooms: { hall: { count: 3 } } });
    const stored = await t.db
      .selectFrom('projects')
      .select('settings')
      .where('id', '=', p.id)
      .executeTakeFirst();
    expect(JSON.parse(stored!.settings!)).toEqual({ rooms: { hall: { count: 3 } } });
  });
});
