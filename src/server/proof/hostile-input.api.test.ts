import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { useTestApp } from '../test/test-app';
import type { Access } from '@server/http/project-scope';
import { callOf, type Call, type CatalogueRow } from './catalogue-row.test-kit';
import { variantsOf, type Variant } from './hostile-input-variants.test-kit';
import { callerIn } from './principal-caller.test-kit';
import { registeredRoutes, routeCatalogue, routeKey } from './route-catalogue.test-kit';
import { useWorld, type PrincipalName } from './two-project-world.test-kit';

/**
 * Hostile input (hostile-input-variants.test-kit.ts) on every route of the catalogue, as a principal let in (so access
 * checks do not hide validation). Always a 4xx with a useful `detail` where the input is wrong, never a 5xx;
 * valid-but-strange text (markup, SQL, unicode) is either refused or stored exactly as sent.
 */
const t = useTestApp();
const world = useWorld(t);
const send = callerIn(t, world);
let registered: Set<string>;
let queryParams: Map<string, string[]>;

beforeAll(() => {
  registered = registeredRoutes(t.app);
  queryParams = new Map();
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  };
  for (const [p, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      const names = (op.parameters ?? []).filter((x) => x.in === 'query').map((x) => x.name);
      queryParams.set(routeKey(m, p), [...new Set([...(queryParams.get(routeKey(m, p)) ?? []), ...names])]);
    }
  }
});

/** What is wrong with the answer to a variant, or null. */
function problemOf(v: Variant, res: LightMyRequestResponse): string | null {
  const where = `${v.label}: ${v.call.method} ${v.call.url.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 500) return `5xx: ${where}`;
  if (v.bad && res.statusCode < 400) return `accepted bad input: ${where}`;
  if (res.statusCode >= 400) {
    let detail: unknown;
    try {
      detail = res.json().detail;
    } catch {
      return `error without a JSON body: ${where}`;
    }
    if (typeof detail !== 'string' || detail.trim().length < 5) return `no useful detail: ${where}`;
    if (
      v.field &&
      res.statusCode === 400 &&
      !detail.toLowerCase().includes(v.field.toLowerCase()) &&
      !/json|too large/i.test(detail)
    ) {
      return `detail does not name the field "${v.field}": ${where}`;
    }
  } else if (v.sent) {
    const body = res.json() as Record<string, unknown>;
    const stored = body?.[v.sent.field];
    if (typeof stored === 'string' && stored !== v.sent.value.trim())
      return `stored "${stored}" instead of what was sent: ${where}`;
  }
  return null;
}

/** Who sends each route's variants: a principal its declared access lets in. */
const caller: Record<Access, PrincipalName> = {
  public: 'anonymous',
  session: 'participantA',
  superAdmin: 'superAdmin',
  projectAdmin: 'projectAdminA',
  member: 'projectAdminA',
  judge: 'judgeA',
  participant: 'participantA',
  presenter: 'presenterA',
  kiosk: 'kioskA',
};

describe('hostile input', () => {
  for (const row of routeCatalogue) {
    const key = routeKey(row.method, row.path);
    it(`${key}`, async () => {
      if (!registered.has(key)) throw new Error('this route is in the route catalogue but not registered');
      const base = await callOf(row, row.own, { db: t.db, world, uploadsDir: t.config.uploadsDir });
      const problems: string[] = [];
      for (const v of variantsOf(row, base, queryParams.get(key) ?? [], world.B)) {
        // Calls that destroy their target get a fresh one each time, so every variant meets a live record.
        const call = row.method === 'DELETE' || row.method === 'POST' ? await rebase(row, v, base) : v.call;
        const res = await send(caller[row.access], call);
        const problem = problemOf({ ...v, call }, res);
        if (problem) problems.push(problem);
      }
      expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBeUndefined();
      expect(problems).toEqual([]);
    });
  }

  it('the database is intact and the server answers after all of it', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const posters = await t.db
      .selectFrom('posters')
      .select('id')
      .where('project_id', '=', world.B.project.id)
      .execute();
    expect(posters.length).toBeGreaterThanOrEqual(3);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

/** The same variant against a freshly built target (its ids replaced by the new call's ids). */
async function rebase(row: CatalogueRow, v: Variant, base: Call): Promise<Call> {
  const next = await callOf(row, row.own, { db: t.db, world, uploadsDir: t.config.uploadsDir });
  const [basePath] = base.url.split('?');
  const [nextPath] = next.url.split('?');
  let url = v.call.url;
  if (basePath !== nextPath && url.startsWith(basePath!)) url = nextPath + url.slice(basePath!.length);
  if (v.call.payload === base.payload) return { ...v.call, url, payload: next.payload! };
  // Same body variant, applied to the fresh call's body (fresh usernames and e-mails).
  if (
    typeof v.call.payload === 'string' &&
    base.payload &&
    typeof base.payload === 'object' &&
    !Buffer.isBuffer(base.payload) &&
    next.payload &&
    typeof next.payload === 'object' &&
    !Buffer.isBuffer(next.payload)
  ) {
    let s = v.call.payload;
    for (const [k, val] of Object.entries(base.payload as Record<string, unknown>)) {
      const nv = (next.payload as Record<string, unknown>)[k];
      if (typeof val === 'string' && typeof nv === 'string' && val !== nv && val.length > 3)
        s = s.split(val).join(nv);
    }
    return { ...v.call, url, payload: s };
  }
  return { ...v.call, url };
}
