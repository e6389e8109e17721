// Each route's declared access (config.access, checked by http/project-scope.ts) is the access the route table
// says it has: the matrix proves the table by calling every route, this proves the declarations say the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access as Declared } from '../http/project-scope';
import { createTestApp, type TestApp } from '../test/test-app';
import { routeKey, routeTable, type Access } from './route-table';

const asInTable: Record<Declared, Access> = {
  public: 'public',
  session: 'session',
  superAdmin: 'super',
  projectAdmin: 'admin',
  member: 'member',
  judge: 'judge',
  participant: 'participant',
};

let t: TestApp;
let declared: Map<string, { access: Declared; security: unknown }>;

beforeAll(async () => {
  t = await createTestApp();
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { 'x-access'?: Declared; security?: unknown }>>;
  };
  declared = new Map();
  for (const [p, ops] of Object.entries(doc.paths)) {
    if (p.startsWith('/api/docs')) continue;
    for (const [m, op] of Object.entries(ops))
      declared.set(routeKey(m, p), { access: op['x-access']!, security: op.security });
  }
});
afterAll(async () => t?.close());

describe('declared access', () => {
  it('every route of the table declares the access the table gives it', () => {
    const wrong = routeTable
      .map((row) => ({ row, d: declared.get(routeKey(row.method, row.path)) }))
      .filter(({ row, d }) => !d || asInTable[d.access] !== row.access)
      .map(({ row, d }) => `${row.method} ${row.path}: table ${row.access}, declared ${d?.access}`);
    expect(wrong).toEqual([]);
  });

  it('the OpenAPI document marks the routes that need the session cookie', () => {
    for (const [key, d] of declared) {
      if (d.access === 'public') expect(d.security, key).toBeUndefined();
      else expect(d.security, key).toEqual([{ session: [] }]);
    }
  });
});
