import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { mailConfig, useSmtpSink } from '../test/smtp-sink';
import { oidcConfig, useOidcIssuer } from '../test/use-oidc-issuer';
import { configParts, useTestApp } from '../test/test-app';
import { rowsWhere } from '../test/fixture-rows';
import { callOf, type Call } from './catalogue-row.test-kit';
import { expectedStatus } from './principal-access.test-kit';
import { callerIn } from './principal-caller.test-kit';
import { registeredRoutes, routeCatalogue, routeKey } from './route-catalogue.test-kit';
import { principals, useWorld, type PrincipalName } from './two-project-world.test-kit';

/**
 * Every route of the catalogue, called as every principal against project A (with B's data there to leak),
 * its status class compared with the route's declared access; then a record of project B inside project A's
 * path (404 for the principals let in); then, per principal, the ids that list calls return against the ids
 * whose detail calls answer 200.
 */
// Mail on, to an SMTP server in this process: a resend is then let in (without SMTP_URL it is 409 MAIL_OFF).
// Sign-in through the institution on, to an OpenID provider in this process (without it, 404 OIDC_OFF).
const sink = useSmtpSink();
const issuer = useOidcIssuer();
const t = useTestApp(configParts(mailConfig(sink), oidcConfig(issuer)));
const world = useWorld(t);
const call = callerIn(t, world);
let registered: Set<string>;
beforeAll(() => {
  registered = registeredRoutes(t.app);
});

function explain(who: string, c: Call, res: LightMyRequestResponse): string {
  const body =
    typeof c.payload === 'object' && !Buffer.isBuffer(c.payload) ? ` ${JSON.stringify(c.payload)}` : '';
  return `${who}: ${c.method} ${c.url}${body} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
}

/** Nothing anywhere answers with a password hash; nothing in project A's paths shows project B's data. */
function assertNoLeak(who: string, c: Call, res: LightMyRequestResponse): void {
  expect(res.body, explain(who, c, res)).not.toContain('$argon2');
  if (/^\/api\/projects\/\d+\//.test(c.url)) {
    expect(res.body, explain(who, c, res)).not.toContain('B secret comment');
    expect(res.body, explain(who, c, res)).not.toContain('B poster');
  }
}

describe('the route catalogue', () => {
  it('lists every route the app registers', () => {
    const catalogued = new Set(routeCatalogue.map((r) => routeKey(r.method, r.path)));
    expect([...registered].filter((k) => !catalogued.has(k))).toEqual([]);
  });
});

for (const row of routeCatalogue) {
  const key = routeKey(row.method, row.path);
  describe(key, () => {
    for (const who of principals) {
      const expected = expectedStatus(row, who);
      it(`${who} -> ${expected}`, async () => {
        if (!registered.has(key)) throw new Error('this route is in the route catalogue but not registered');
        const c = await callOf(row, row.own, {
          db: t.db,
          world,
          uploadsDir: t.config.uploadsDir,
          app: t.app,
        });
        const res = await call(who, c);
        if (expected === '2xx')
          expect(res.statusCode >= 200 && res.statusCode < 300, explain(who, c, res)).toBe(true);
        else {
          expect(res.statusCode, explain(who, c, res)).toBe(expected);
          expect(res.json().detail, explain(who, c, res)).toEqual(expect.any(String));
        }
        assertNoLeak(who, c, res);
      });
    }
    const foreign = row.foreign;
    if (foreign) {
      const who = principals.filter((p) => expectedStatus(row, p) === '2xx' && p !== 'anonymous');
      const list = who.length ? who : (['anonymous'] as PrincipalName[]);
      it(`a record of another project (or none) is 404 for ${list.join(', ')}`, async () => {
        if (!registered.has(key)) throw new Error('this route is in the route catalogue but not registered');
        for (const p of list) {
          const c = await callOf(row, foreign, {
            db: t.db,
            world,
            uploadsDir: t.config.uploadsDir,
            app: t.app,
          });
          const res = await call(p, c);
          expect(res.statusCode, explain(p, c, res)).toBe(404);
          expect(res.json().detail, explain(p, c, res)).toEqual(expect.any(String));
        }
      });
    }
  });
}

describe('lists show exactly what details show, per principal', () => {
  const has = (method: string, path: string) => registered.has(routeKey(method, path));
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

  it("posters: list ids = ids whose detail answers 200 = the project's posters", async () => {
    if (!has('GET', '/api/projects/:p/posters') || !has('GET', '/api/projects/:p/posters/:id'))
      throw new Error('this route is in the route catalogue but not registered');
    const rows = await t.db.selectFrom('posters').select(['id', 'project_id']).orderBy('id').execute();
    const own = sorted(rows.filter((p) => p.project_id === world.A.project.id).map((p) => p.id));
    // Detail calls for every poster of B and a sample of A's (the first and last ones; the matrix added many).
    const mine = rows.filter((p) => p.project_id === world.A.project.id);
    const all = [
      ...rows.filter((p) => p.project_id !== world.A.project.id),
      ...mine.slice(0, 5),
      ...mine.slice(-5),
    ];
    const sampled = sorted([
      ...new Set(
        mine
          .slice(0, 5)
          .concat(mine.slice(-5))
          .map((p) => p.id),
      ),
    ]);
    for (const who of ['participantA', 'judgeA', 'projectAdminA', 'superAdmin'] as const) {
      const list = await call(who, { method: 'GET', url: `/api/projects/${world.A.project.id}/posters` });
      expect(list.statusCode, list.body).toBe(200);
      expect(ids(list.json()), who).toEqual(own);
      const visible: number[] = [];
      for (const p of all) {
        const res = await call(who, {
          method: 'GET',
          url: `/api/projects/${world.A.project.id}/posters/${p.id}`,
        });
        if (res.statusCode === 200) visible.push(p.id);
        else expect(res.statusCode, `${who} poster ${p.id}`).toBe(404);
      }
      expect(sorted([...new Set(visible)]), who).toEqual(sampled);
    }
  });

  it("judge posters: cards = details answering 200 = the judge's assignments; the evaluation is the judge's own", async () => {
    if (!has('GET', '/api/projects/:p/judge/posters') || !has('GET', '/api/projects/:p/judge/posters/:id'))
      throw new Error('this route is in the route catalogue but not registered');
    const assigned = (
      await t.db
        .selectFrom('assignments')
        .select('poster_id')
        .where('judge_id', '=', world.A.judge.id)
        .execute()
    ).map((a) => a.poster_id);
    const list = await call('judgeA', {
      method: 'GET',
      url: `/api/projects/${world.A.project.id}/judge/posters`,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(sorted(list.json().map((c: { poster_id: number }) => c.poster_id))).toEqual(sorted(assigned));
    const all = await t.db.selectFrom('posters').select('id').execute();
    const visible: number[] = [];
    for (const p of all) {
      const res = await call('judgeA', {
        method: 'GET',
        url: `/api/projects/${world.A.project.id}/judge/posters/${p.id}`,
      });
      if (res.statusCode === 200) {
        visible.push(p.id);
        const ev = res.json().evaluation;
        if (ev) expect(ev.judge_id).toBe(world.A.judge.id);
        expect(
          res
            .json()
            .criteria.every(
              (k: { project_id: number; is_active: boolean }) =>
                k.project_id === world.A.project.id && k.is_active,
            ),
        ).toBe(true);
      } else expect([403, 404], `judge poster ${p.id}: ${res.body}`).toContain(res.statusCode);
    }
    expect(sorted(visible)).toEqual(sorted(assigned));
  });

  const scoped = [
    { path: 'judges', table: 'judges' as const },
    { path: 'users', table: 'participants' as const },
    { path: 'evaluation-criteria', table: 'criteria' as const },
    { path: 'assignments', table: 'assignments' as const },
  ];
  for (const s of scoped) {
    it(`${s.path}: the list is exactly the project's rows, for projectAdminA and superAdmin; 403 for the others`, async () => {
      if (!has('GET', `/api/projects/:p/${s.path}`))
        throw new Error('this route is in the route catalogue but not registered');
      const own = sorted(
        (
          await t.db.selectFrom(s.table).select('id').where('project_id', '=', world.A.project.id).execute()
        ).map((r) => r.id),
      );
      for (const who of principals) {
        const res = await call(who, { method: 'GET', url: `/api/projects/${world.A.project.id}/${s.path}` });
        if (who === 'projectAdminA' || who === 'superAdmin') {
          expect(res.statusCode, res.body).toBe(200);
          expect(ids(res.json()), who).toEqual(own);
        } else expect(res.statusCode, `${who}: ${res.body}`).toBe(who === 'anonymous' ? 401 : 403);
      }
    });
  }

  it('assignments filtered by a judge of another project show nothing of that project', async () => {
    if (!has('GET', '/api/projects/:p/assignments'))
      throw new Error('this route is in the route catalogue but not registered');
    const res = await call('projectAdminA', {
      method: 'GET',
      url: `/api/projects/${world.A.project.id}/assignments?judge_id=${world.B.judge.id}`,
    });
    expect(res.statusCode < 500, res.body).toBe(true);
    if (res.statusCode === 200) expect(res.json()).toEqual([]);
  });

  it("results rank only the project's posters", async () => {
    if (!has('GET', '/api/projects/:p/results'))
      throw new Error('this route is in the route catalogue but not registered');
    const own = new Set(
      (await rowsWhere(t.db, 'posters', 'project_id', world.A.project.id)).map((r) => r.id),
    );
    const res = await call('projectAdminA', {
      method: 'GET',
      url: `/api/projects/${world.A.project.id}/results`,
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const row of res.json() as { poster_id: number }[]) expect(own.has(row.poster_id)).toBe(true);
  });

  it("a project's admins list names its admins and not those of another project", async () => {
    if (!has('GET', '/api/super-admin/projects/:id/admins'))
      throw new Error('this route is in the route catalogue but not registered');
    const res = await call('superAdmin', {
      method: 'GET',
      url: `/api/super-admin/projects/${world.A.project.id}/admins`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const listed = ids(res.json());
    expect(listed).toContain(world.A.projectAdmin.id);
    expect(listed).not.toContain(world.B.projectAdmin.id);
  });

  it('an admin_id / super_admin_id naming someone else is 403', async () => {
    if (!has('GET', '/api/super-admin/admins') || !has('GET', '/api/projects/:p/judges'))
      throw new Error('this route is in the route catalogue but not registered');
    const other = world.B.projectAdmin.id;
    for (const url of [
      `/api/super-admin/admins?super_admin_id=${other}`,
      `/api/super-admin/projects?admin_id=${other}`,
      `/api/projects/${world.A.project.id}/judges?admin_id=${other}`,
    ]) {
      const who = url.includes('super-admin') ? 'superAdmin' : 'projectAdminA';
      const res = await call(who, { method: 'GET', url });
      expect(res.statusCode, `${who} ${url}: ${res.body}`).toBe(403);
    }
    const mine = await call('superAdmin', {
      method: 'GET',
      url: `/api/super-admin/admins?super_admin_id=${world.superAdmin.id}`,
    });
    expect(mine.statusCode, mine.body).toBe(200);
  });
});
