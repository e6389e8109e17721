import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { superAdminOnlyRefuses, useSuperAdmin } from '@server/test/super-admin-world';
import { expectBodiesRefused, expectInvalidJson } from '@server/test/expect-http';
import { useTestApp } from '@server/test/test-app';
import * as fx from '@server/test/fixture-rows';

/** /api/super-admin/projects/**: project management and project admin assignment. */

const t = useTestApp();
const superAdmin = useSuperAdmin(t);

/** The projects an admin is assigned to, as stored. */
const assignedProjects = (adminId: number) =>
  t.db.selectFrom('admin_projects').select('project_id').where('admin_id', '=', adminId).execute();

describe('who may call the super admin project routes', () => {
  it('no session is 401; a project admin, a judge and a participant are 403; a mismatched id is 403', async () => {
    const p = await fx.makeProject(t.db);
    const other = await fx.makeAdmin(t.db);
    const { callers, projectAdminId } = await superAdminOnlyRefuses(t.app, p.id);
    const calls: Array<[InjectOptions['method'], string, string, object?]> = [
      ['GET', '/api/super-admin/projects', 'admin_id'],
      ['GET', '/api/super-admin/projects/', 'admin_id'],
      ['POST', '/api/super-admin/projects', 'admin_id', { name: 'X', slug: 'role-check-x' }],
      ['GET', `/api/super-admin/projects/${p.id}`, 'admin_id'],
      ['PUT', `/api/super-admin/projects/${p.id}`, 'admin_id', { name: 'Renamed' }],
      ['DELETE', `/api/super-admin/projects/${p.id}`, 'admin_id'],
      ['GET', `/api/super-admin/projects/${p.id}/admins`, 'super_admin_id'],
      ['POST', `/api/super-admin/projects/${p.id}/admins?admin_id=${other.id}`, 'super_admin_id'],
      ['DELETE', `/api/super-admin/projects/${p.id}/admins/${projectAdminId}`, 'super_admin_id'],
    ];
    for (const [method, url, idName, body] of calls) {
      for (const [who, client, status] of callers) {
        const res = await client.inject({ method, url, ...(body ? { payload: body } : {}) });
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(status);
        expect(res.json().detail, `${who} ${method} ${url}`).toBeTruthy();
      }
      const sep = url.includes('?') ? '&' : '?';
      const mismatch = await superAdmin.client.inject({
        method,
        url: `${url}${sep}${idName}=${other.id}`,
        ...(body ? { payload: body } : {}),
      });
      expect(mismatch.statusCode, `mismatch ${method} ${url}`).toBe(403);
    }
    // Nothing changed: the project, its name and its admin link are all still there.
    const row = await fx.storedRow(t.db, 'projects', p.id);
    expect(row.name).toBe(p.name);
    expect(
      await t.db.selectFrom('projects').select('id').where('slug', '=', 'role-check-x').executeTakeFirst(),
    ).toBeUndefined();
    const links = await t.db
      .selectFrom('admin_projects')
      .selectAll()
      .where('project_id', '=', p.id)
      .execute();
    expect(links.map((l) => l.admin_id)).toEqual([projectAdminId]);
  });

  it('the matching identity parameter is accepted', async () => {
    const res = await superAdmin.client.inject({
      url: `/api/super-admin/projects?admin_id=${superAdmin.id}`,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/super-admin/projects', () => {
  it('lists every project, active and inactive, with counts; is_active filters', async () => {
    const on = await fx.makeProject(t.db);
    const off = await fx.makeProject(t.db, { is_active: 0 });
    await fx.makePoster(t.db, off.id);
    await fx.makeParticipant(t.db, on.id);
    const all = (await superAdmin.client.inject({ url: '/api/super-admin/projects' })).json() as Array<{
      id: number;
      posters: number;
      users: number;
    }>;
    expect(all.map((p) => p.id)).toEqual(expect.arrayContaining([on.id, off.id]));
    expect(all.find((p) => p.id === off.id)?.posters).toBe(1);
    expect(all.find((p) => p.id === on.id)?.users).toBe(1);
    const total = await t.db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all).toHaveLength(Number(total.n));

    const onlyOff = (
      await superAdmin.client.inject({ url: '/api/super-admin/projects/?is_active=false' })
    ).json() as Array<{ id: number; is_active: boolean }>;
    expect(onlyOff.map((p) => p.id)).toContain(off.id);
    expect(onlyOff.every((p) => !p.is_active)).toBe(true);
    const onlyOn = (
      await superAdmin.client.inject({ url: '/api/super-admin/projects?is_active=true' })
    ).json() as Array<{
      id: number;
      is_active: boolean;
    }>;
    expect(onlyOn.map((p) => p.id)).not.toContain(off.id);
    expect(
      (await superAdmin.client.inject({ url: '/api/super-admin/projects?is_active=x' })).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/super-admin/projects', () => {
  it('creates a project from a JSON body; empty optional fields become null', async () => {
    const res = await superAdmin.client.inject({
      method: 'POST',
      url: `/api/super-admin/projects?admin_id=${superAdmin.id}`,
      payload: {
        name: ' KSMB 2026 ',
        slug: 'ksmb-2026',
        description: '',
        start_date: '2026-10-01T00:00:00Z',
        end_date: '2026-10-03',
        logo_url: '',
        settings: { rooms: 3 },
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'KSMB 2026',
      slug: 'ksmb-2026',
      description: null,
      start_date: '2026-10-01',
      end_date: '2026-10-03',
      is_active: true,
      logo_url: null,
      settings: { rooms: 3 },
      users: 0,
      posters: 0,
      judges: 0,
    });
    const row = await fx.storedRow(t.db, 'projects', body.id);
    expect(row).toMatchObject({
      name: 'KSMB 2026',
      slug: 'ksmb-2026',
      description: null,
      is_active: 1,
      settings: '{"rooms":3}',
    });
  });

  it('creates a project from query parameters (SPEC.md), settings as JSON text', async () => {
    const q = new URLSearchParams({
      admin_id: String(superAdmin.id),
      name: 'Query Conf',
      slug: 'query-conf',
      description: 'd',
      logo_url: 'https://example.org/logo.png',
      settings: '{"a":1}',
    });
    const res = await superAdmin.client.inject({ method: 'POST', url: `/api/super-admin/projects?${q}` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      slug: 'query-conf',
      description: 'd',
      logo_url: 'https://example.org/logo.png',
      settings: { a: 1 },
    });
  });

  it('bad input is a 400 naming the field, and nothing is stored', async () => {
    const cases: Array<[object, string]> = [
      [{ slug: 'no-name' }, 'name'],
      [{ name: 'x' }, 'slug'],
      [{ name: 'x', slug: 'Bad Slug!' }, 'slug'],
      [{ name: 'x', slug: 'bad-logo', logo_url: 'not a url' }, 'logo_url'],
      [{ name: 'x', slug: 'bad-logo2', logo_url: 'javascript:alert(1)' }, 'logo_url'],
      [{ name: 'x', slug: 'bad-date', start_date: '2026-13-45' }, 'start_date'],
      [{ name: 'x', slug: 'bad-range', start_date: '2026-05-03', end_date: '2026-05-01' }, 'end_date'],
      [{ name: 'x', slug: 'bad-settings', settings: '[1,2]' }, 'settings'],
      [{ name: 'x', slug: 'bad-settings2', settings: 'nope{' }, 'settings'],
      [{ name: 7, slug: 'bad-type' }, 'name'],
    ];
    await expectBodiesRefused(superAdmin.client, { method: 'POST', url: '/api/super-admin/projects' }, cases);
    const stored = await t.db.selectFrom('projects').select('slug').where('slug', 'like', 'bad-%').execute();
    expect(stored).toEqual([]);
  });

  it('a duplicate slug is 400 "slug already exists"', async () => {
    const p = await fx.makeProject(t.db);
    const res = await superAdmin.client.inject({
      method: 'POST',
      url: '/api/super-admin/projects',
      payload: { name: 'Copy', slug: p.slug },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'SLUG_TAKEN', field: 'slug', detail: 'slug already exists' });
    const rows = await fx.rowsWhere(t.db, 'projects', 'slug', p.slug);
    expect(rows).toHaveLength(1);
  });

  it('malformed JSON is 400', async () => {
    await expectInvalidJson(
      superAdmin.client,
      { method: 'POST', url: '/api/super-admin/projects' },
      '{"name": "x",',
    );
  });
});

describe('GET and PUT /api/super-admin/projects/:id', () => {
  it('answers one project with counts; unknown id is 404', async () => {
    const p = await fx.makeProject(t.db, { is_active: 0 });
    await fx.makeJudge(t.db, p.id);
    await fx.makeJudge(t.db, p.id);
    const res = await superAdmin.client.inject({
      url: `/api/super-admin/projects/${p.id}?admin_id=${superAdmin.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: p.id, is_active: false, judges: 2, users: 0 });
    expect((await superAdmin.client.inject({ url: '/api/super-admin/projects/999999' })).statusCode).toBe(
      404,
    );
    expect((await superAdmin.client.inject({ url: '/api/super-admin/projects/abc' })).statusCode).toBe(400);
  });

  it('edits any field, including is_active, from a body or the query', async () => {
    const p = await fx.makeProject(t.db, { description: 'old' });
    const res = await superAdmin.client.inject({
      method: 'PUT',
      url: `/api/super-admin/projects/${p.id}?admin_id=${superAdmin.id}`,
      payload: {
        name: 'New name',
        description: '',
        is_active: false,
        logo_url: 'https://cdn.example.org/l.svg',
        end_date: '2026-06-01',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: p.id,
      name: 'New name',
      slug: p.slug,
      description: null,
      is_active: false,
      logo_url: 'https://cdn.example.org/l.svg',
      end_date: '2026-06-01',
    });
    const row = await fx.storedRow(t.db, 'projects', p.id);
    expect(row).toMatchObject({
      name: 'New name',
      description: null,
      is_active: 0,
      start_date: p.start_date,
    });

    const toggled = await superAdmin.client.inject({
      method: 'PUT',
      url: `/api/super-admin/projects/${p.id}?is_active=true&slug=renamed-${p.id}`,
    });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json()).toMatchObject({ is_active: true, slug: `renamed-${p.id}` });
  });

  it('bad input: a bad slug, a duplicate slug, a bad logo URL, a reversed date range, malformed JSON', async () => {
    const p = await fx.makeProject(t.db);
    const taken = await fx.makeProject(t.db);
    const cases: Array<[object, string]> = [
      [{ slug: 'UPPER' }, 'slug'],
      [{ slug: taken.slug }, 'slug already exists'],
      [{ logo_url: 'ftp://x' }, 'logo_url'],
      [{ start_date: '2026-06-01' }, 'end_date'],
      [{ is_active: 'perhaps' }, 'is_active'],
      [{ name: '   ' }, 'name'],
    ];
    const edit = { method: 'PUT', url: `/api/super-admin/projects/${p.id}` } as const;
    await expectBodiesRefused(superAdmin.client, edit, cases);
    await expectInvalidJson(superAdmin.client, edit, '{');
    const row = await fx.storedRow(t.db, 'projects', p.id);
    expect(row).toMatchObject({ slug: p.slug, name: p.name, start_date: p.start_date, is_active: 1 });
  });

  it('an unknown project is 404', async () => {
    const res = await superAdmin.client.inject({
      method: 'PUT',
      url: '/api/super-admin/projects/999999',
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /api/super-admin/projects/:id', () => {
  it("removes the project and all of its data, and ends its judges' and participants' sessions", async () => {
    const p = await fx.makeProject(t.db);
    const keep = await fx.makeProject(t.db);
    const admin = await fx.makeAdmin(t.db, { projectIds: [p.id, keep.id] });
    const judge = await fx.makeJudge(t.db, p.id);
    const user = await fx.makeParticipant(t.db, p.id);
    const poster = await fx.makePoster(t.db, p.id, { images: ['https://example.org/a.png'] });
    const criterion = await fx.makeCriterion(t.db, p.id);
    await fx.makeAssignment(t.db, p.id, judge.id, poster.id);
    const evaluationId = await fx.makeEvaluation(
      t.db,
      p.id,
      judge.id,
      poster.id,
      [[criterion.id, 7]],
      'Good',
    );
    const judgeClient = await fx.sessionFor(t.app, 'judge', judge.id, p.id);
    await fx.sessionFor(t.app, 'user', user.id, p.id);
    // Data of the other project that must survive.
    const keptJudge = await fx.makeJudge(t.db, keep.id);
    const keptPoster = await fx.makePoster(t.db, keep.id);

    const res = await superAdmin.client.inject({
      method: 'DELETE',
      url: `/api/super-admin/projects/${p.id}?admin_id=${superAdmin.id}&confirm=${encodeURIComponent(p.name)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });

    const count = async (
      table:
        | 'projects'
        | 'judges'
        | 'users'
        | 'posters'
        | 'criteria'
        | 'assignments'
        | 'evaluations'
        | 'admin_projects',
      col: 'id' | 'project_id',
      id: number,
    ) => (await t.db.selectFrom(table).selectAll().where(col, '=', id).execute()).length;
    expect(await count('projects', 'id', p.id)).toBe(0);
    for (const table of [
      'judges',
      'users',
      'posters',
      'criteria',
      'assignments',
      'evaluations',
      'admin_projects',
    ] as const) {
      expect(await count(table, 'project_id', p.id), table).toBe(0);
    }
    expect(
      await t.db.selectFrom('poster_images').selectAll().where('poster_id', '=', poster.id).execute(),
    ).toEqual([]);
    expect(await fx.scoresOf(t.db, evaluationId)).toEqual([]);
    const sessions = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('project_id', '=', p.id)
      .where('principal_type', 'in', ['judge', 'user'])
      .execute();
    expect(sessions).toEqual([]);
    expect((await judgeClient.inject({ url: '/api/auth/me' })).statusCode).toBe(401);

    expect(await count('projects', 'id', keep.id)).toBe(1);
    expect(await count('judges', 'id', keptJudge.id)).toBe(1);
    expect(await count('posters', 'id', keptPoster.id)).toBe(1);
    expect(await assignedProjects(admin.id)).toEqual([{ project_id: keep.id }]);
  });

  it('an unknown project is 404', async () => {
    const res = await superAdmin.client.inject({ method: 'DELETE', url: '/api/super-admin/projects/999999' });
    expect(res.statusCode).toBe(404);
  });
});

describe('project admins: GET, POST, DELETE /api/super-admin/projects/:id/admins', () => {
  it('lists only the admins assigned to this project', async () => {
    const p = await fx.makeProject(t.db);
    const other = await fx.makeProject(t.db);
    const mine = await fx.makeAdmin(t.db, { projectIds: [p.id] });
    const supAssigned = await fx.makeAdmin(t.db, { superAdmin: true, projectIds: [p.id], isActive: false });
    await fx.makeAdmin(t.db, { projectIds: [other.id] });
    const res = await superAdmin.client.inject({
      url: `/api/super-admin/projects/${p.id}/admins?super_admin_id=${superAdmin.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: mine.id,
        admin_id: mine.id,
        username: mine.username,
        email: mine.email,
        full_name: 'Test Admin',
        is_super_admin: false,
        is_active: true,
      },
      {
        id: supAssigned.id,
        admin_id: supAssigned.id,
        username: supAssigned.username,
        email: supAssigned.email,
        full_name: 'Test Admin',
        is_super_admin: true,
        is_active: false,
      },
    ]);
    expect(
      (await superAdmin.client.inject({ url: '/api/super-admin/projects/999999/admins' })).statusCode,
    ).toBe(404);
  });

  it('assigns an admin (admin_id is the admin to assign, in the query or the body)', async () => {
    const p = await fx.makeProject(t.db);
    const a = await fx.makeAdmin(t.db);
    const b = await fx.makeAdmin(t.db);
    const res = await superAdmin.client.inject({
      method: 'POST',
      url: `/api/super-admin/projects/${p.id}/admins?super_admin_id=${superAdmin.id}&admin_id=${a.id}`,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: a.id,
      admin_id: a.id,
      username: a.username,
      is_super_admin: false,
    });
    const viaBody = await superAdmin.client.inject({
      method: 'POST',
      url: `/api/super-admin/projects/${p.id}/admins?super_admin_id=${superAdmin.id}`,
      payload: { admin_id: b.id },
    });
    expect(viaBody.statusCode).toBe(201);
    const links = await t.db
      .selectFrom('admin_projects')
      .select('admin_id')
      .where('project_id', '=', p.id)
      .orderBy('admin_id')
      .execute();
    expect(links.map((l) => l.admin_id)).toEqual([a.id, b.id]);

    const again = await superAdmin.client.inject({
      method: 'POST',
      url: `/api/super-admin/projects/${p.id}/admins?admin_id=${a.id}`,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toContain('already assigned');
  });

  it('bad input and unknown ids: missing admin_id 400, non-number 400, unknown admin 404, unknown project 404', async () => {
    const p = await fx.makeProject(t.db);
    const a = await fx.makeAdmin(t.db);
    const missing = await superAdmin.client.inject({
      method: 'POST',
      url: `/api/super-admin/projects/${p.id}/admins`,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe('admin_id is required');
    const bad = await superAdmin.client.inject({
      method: 'POST',
      url: `/api/super-admin/projects/${p.id}/admins?admin_id=abc`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('admin_id');
    const unknownAdmin = await superAdmin.client.inject({
      method: 'POST',
      url: `/api/super-admin/projects/${p.id}/admins?admin_id=999999`,
    });
    expect(unknownAdmin.statusCode).toBe(404);
    expect(unknownAdmin.json().detail).toBe('Admin not found');
    const unknownProject = await superAdmin.client.inject({
      method: 'POST',
      url: `/api/super-admin/projects/999999/admins?admin_id=${a.id}`,
    });
    expect(unknownProject.statusCode).toBe(404);
    expect(await assignedProjects(a.id)).toEqual([]);
  });

  it('unassigns an admin; an admin not assigned here (even to another project) is 404', async () => {
    const p = await fx.makeProject(t.db);
    const other = await fx.makeProject(t.db);
    const a = await fx.makeAdmin(t.db, { projectIds: [p.id, other.id] });
    const elsewhere = await fx.makeAdmin(t.db, { projectIds: [other.id] });
    const res = await superAdmin.client.inject({
      method: 'DELETE',
      url: `/api/super-admin/projects/${p.id}/admins/${a.id}?super_admin_id=${superAdmin.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(await assignedProjects(a.id)).toEqual([{ project_id: other.id }]);

    // Unassigned already, assigned elsewhere only, a project that does not exist: 404.
    for (const url of [
      `/api/super-admin/projects/${p.id}/admins/${a.id}`,
      `/api/super-admin/projects/${p.id}/admins/${elsewhere.id}`,
      `/api/super-admin/projects/999999/admins/${a.id}`,
    ])
      expect((await superAdmin.client.inject({ method: 'DELETE', url })).statusCode, url).toBe(404);
    expect(await assignedProjects(elsewhere.id)).toHaveLength(1);
  });
});
