// Each route's declared access (config.access, checked by http/project-scope.ts) is the access its row in the
// route catalogue gives it: the matrix proves the rows by calling every route, this proves the declarations say
// the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '@server/http/project-scope';
import { createTestApp, type TestApp } from '../test/test-app';
import { routeCatalogue, routeKey } from './route-catalogue.test-kit';

let t: TestApp;
let declared: Map<string, { access: Access; security: unknown }>;

beforeAll(async () => {
  t = await createTestApp();
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { 'x-access'?: Access; security?: unknown }>>;
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
  it('every route of the catalogue declares the access its row gives it', () => {
    const wrong = routeCatalogue
      .map((row) => ({ row, d: declared.get(routeKey(row.method, row.path)) }))
      .filter(({ row, d }) => d?.access !== row.access)
      .map(({ row, d }) => `${row.method} ${row.path}: catalogue ${row.access}, declared ${d?.access}`);
    expect(wrong).toEqual([]);
  });

  it('the OpenAPI document marks the routes that need the session cookie', () => {
    for (const [key, d] of declared) {
      if (d.access === 'public') expect(d.security, key).toBeUndefined();
      else expect(d.security, key).toEqual([{ session: [] }]);
    }
  });
});
