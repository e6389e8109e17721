import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { verifyPassword } from '../auth/password';
import { superAdminOnlyRefuses, useSuperAdmin } from '@server/test/super-admin-world';
import { expectBodiesRefused, expectInvalidJson } from '@server/test/expect-http';
import { useTestApp } from '@server/test/test-app';
import * as fx from '@server/test/fixture-rows';

/** /api/super-admin/admins/** and /api/super-admin/dashboard. */

const t = useTestApp();
const superAdmin = useSuperAdmin(t);

const adminRow = (id: number) =>
  t.db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
const sessionsOf = (id: number) => fx.sessionsOf(t.db, 'admin', id);

describe('who may call the admin routes and the dashboard', () => {
  it('no session is 401; a project admin, a judge and a participant are 403; a mismatched super_admin_id is 403', async () => {
    const p = await fx.makeProject(t.db);
    const target = await fx.makeAdmin(t.db);
    const { callers } = await superAdminOnlyRefuses(t.app, p.id);
    const calls: Array<[InjectOptions['method'], string, object?]> = [
      ['GET', '/api/super-admin/admins'],
      ['GET', '/api/super-admin/admins/'],
      [
        'POST',
        '/api/super-admin/admins',
        { username: 'role-check', password: 'secret123', email: 'r@example.org' },
      ],
      ['PUT', `/api/super-admin/admins/${target.id}`, { email: 'changed@example.org' }],
      ['DELETE', `/api/super-admin/admins/${target.id}`],
      ['GET', '/api/super-admin/dashboard'],
    ];
    for (const [method, url, body] of calls) {
      for (const [who, client, status] of callers) {
        const res = await client.inject({ method, url, ...(body ? { payload: body } : {}) });
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(status);
        expect(res.json().detail).toBeTruthy();
      }
      const mismatch = await superAdmin.client.inject({
        method,
        url: `${url}?super_admin_id=${target.id}`,
        ...(body ? { payload: body } : {}),
      });
      expect(mismatch.statusCode, `mismatch ${method} ${url}`).toBe(403);
    }
    const row = await adminRow(target.id);
    expect(row?.email).toBe(target.email);
    expect(
      await t.db.selectFrom('admins').select('id').where('username', '=', 'role-check').executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('GET /api/super-admin/admins', () => {
  it('lists every admin with assigned projects; never a password', async () => {
    const p1 = await fx.makeProject(t.db);
    const p2 = await fx.makeProject(t.db);
    const a = await fx.makeAdmin(t.db, { projectIds: [p1.id, p2.id] });
    const res = await superAdmin.client.inject({
      url: `/api/super-admin/admins?super_admin_id=${superAdmin.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('argon2');
    const list = res.json() as Array<{ id: number; assigned_projects: unknown[] }>;
    expect(list.find((x) => x.id === a.id)).toEqual({
      id: a.id,
      admin_id: a.id,
      username: a.username,
      email: a.email,
      full_name: 'Test Admin',
      is_super_admin: false,
      is_active: true,
      created_at: a.created_at,
      assigned_projects: [
        { id: p1.id, name: p1.name, slug: p1.slug },
        { id: p2.id, name: p2.name, slug: p2.slug },
      ],
    });
    expect(list.find((x) => x.id === superAdmin.id)).toMatchObject({
      is_super_admin: true,
      assigned_projects: [],
    });
    const total = await t.db.selectFrom('admins').select('id').execute();
    expect(list).toHaveLength(total.length);
  });
});

describe('POST /api/super-admin/admins', () => {
  it('creates an admin with a hashed password; the new admin can log in', async () => {
    const res = await superAdmin.client.inject({
      method: 'POST',
      url: `/api/super-admin/admins?super_admin_id=${superAdmin.id}`,
      payload: {
        username: 'newadmin',
        password: 'brand-new-pw',
        email: ' new@example.org ',
        full_name: '',
        is_super_admin: false,
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      username: 'newadmin',
      email: 'new@example.org',
      full_name: null,
      is_super_admin: false,
      is_active: true,
      assigned_projects: [],
    });
    expect(body.password).toBeUndefined();
    const row = await adminRow(body.id);
    expect(row?.password_hash).not.toContain('brand-new-pw');
    expect(await verifyPassword(row!.password_hash, 'brand-new-pw')).toBe(true);

    const p = await fx.makeProject(t.db);
    await t.db
      .insertInto('admin_projects')
      .values({ admin_id: body.id, project_id: p.id, created_at: new Date().toISOString() })
      .execute();
    const login = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${p.id}/login`,
      payload: { username: 'newadmin', password: 'brand-new-pw' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('takes the other fields from the query string (SPEC.md), the password only from the body', async () => {
    const res = await superAdmin.client.inject({
      method: 'POST',
      url: `/api/super-admin/admins?super_admin_id=${superAdmin.id}&username=querysuper&email=q@example.org&full_name=Kim&is_super_admin=true`,
      payload: { password: 'another-pw' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: 'querysuper',
      email: 'q@example.org',
      full_name: 'Kim',
      is_super_admin: true,
    });
    const inUrl = await superAdmin.client.inject({
      method: 'POST',
      url: '/api/super-admin/admins?username=urlpw&email=u@example.org&password=secret123',
    });
    expect(inUrl.statusCode).toBe(400);
    expect(inUrl.json().code).toBe('PASSWORD_IN_URL');
    expect(
      await t.db.selectFrom('admins').select('id').where('username', '=', 'urlpw').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('bad input is 400 naming the field: bad email, missing password, short password, missing username', async () => {
    const cases: Array<[object, string]> = [
      [{ username: 'bad1', password: 'secret123', email: 'not-an-email' }, 'email'],
      [{ username: 'bad2', password: 'secret123' }, 'email'],
      [{ username: 'bad3', email: 'b@example.org' }, 'Password is required for new admin'],
      [{ username: 'bad4', email: 'b@example.org', password: '' }, 'Password is required for new admin'],
      [{ username: 'bad5', email: 'b@example.org', password: '123' }, 'at least 6'],
      [{ email: 'b@example.org', password: 'secret123' }, 'username'],
      [
        { username: 'bad6', email: 'b@example.org', password: 'secret123', is_super_admin: 'maybe' },
        'is_super_admin',
      ],
    ];
    const create = { method: 'POST', url: '/api/super-admin/admins' } as const;
    await expectBodiesRefused(superAdmin.client, create, cases);
    await expectInvalidJson(superAdmin.client, create, '{"username":');
    expect(await t.db.selectFrom('admins').select('id').where('username', 'like', 'bad%').execute()).toEqual(
      [],
    );
  });

  it('a duplicate username is 400, whatever its case', async () => {
    const a = await fx.makeAdmin(t.db, { username: 'takenname' });
    for (const username of ['takenname', 'TakenName']) {
      const res = await superAdmin.client.inject({
        method: 'POST',
        url: '/api/super-admin/admins',
        payload: { username, password: 'secret123', email: 'd@example.org' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'USERNAME_TAKEN',
        field: 'username',
        detail: 'username already exists',
      });
    }
    const rows = await fx.rowsWhere(t.db, 'admins', 'email', 'd@example.org');
    expect(rows).toEqual([]);
    expect((await adminRow(a.id))?.username).toBe('takenname');
  });
});

describe('PUT /api/super-admin/admins/:id', () => {
  it('edits email, full name and role; the same username is accepted; a blank password keeps the current one', async () => {
    const a = await fx.makeAdmin(t.db);
    const before = await adminRow(a.id);
    const res = await superAdmin.client.inject({
      method: 'PUT',
      url: `/api/super-admin/admins/${a.id}?super_admin_id=${superAdmin.id}`,
      payload: {
        username: a.username,
        email: 'edited@example.org',
        full_name: 'Park',
        is_super_admin: true,
        password: '',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: a.id,
      username: a.username,
      email: 'edited@example.org',
      full_name: 'Park',
      is_super_admin: true,
    });
    const row = await adminRow(a.id);
    expect(row).toMatchObject({ email: 'edited@example.org', full_name: 'Park', is_super_admin: 1 });
    expect(row?.password_hash).toBe(before?.password_hash);
    const nullPw = await superAdmin.client.inject({
      method: 'PUT',
      url: `/api/super-admin/admins/${a.id}`,
      payload: { password: null, full_name: '' },
    });
    expect(nullPw.statusCode).toBe(200);
    expect(nullPw.json().full_name).toBeNull();
    expect((await adminRow(a.id))?.password_hash).toBe(before?.password_hash);
  });

  it('a different username is 400 and nothing changes', async () => {
    const a = await fx.makeAdmin(t.db);
    const res = await superAdmin.client.inject({
      method: 'PUT',
      url: `/api/super-admin/admins/${a.id}`,
      payload: { username: 'someone-else', email: 'x@example.org' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('username cannot be changed');
    expect(await adminRow(a.id)).toMatchObject({ username: a.username, email: a.email });
  });

  it("a new password replaces the old one and ends that admin's sessions", async () => {
    const a = await fx.makeAdmin(t.db, { superAdmin: true });
    const theirs = await fx.sessionFor(t.app, 'admin', a.id);
    const res = await superAdmin.client.inject({
      method: 'PUT',
      url: `/api/super-admin/admins/${a.id}`,
      payload: { password: 'changed-pw-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(await verifyPassword((await adminRow(a.id))!.password_hash, 'changed-pw-1')).toBe(true);
    expect(await sessionsOf(a.id)).toEqual([]);
    expect((await theirs.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it("changing one's own password keeps the current session and ends the others", async () => {
    const me = await fx.makeAdmin(t.db, { superAdmin: true });
    const here = await fx.sessionFor(t.app, 'admin', me.id);
    const elsewhere = await fx.sessionFor(t.app, 'admin', me.id);
    const res = await here.inject({
      method: 'PUT',
      url: `/api/super-admin/admins/${me.id}?super_admin_id=${me.id}`,
      payload: { password: 'my-new-pw' },
    });
    expect(res.statusCode).toBe(200);
    expect((await here.inject({ url: '/api/auth/me' })).statusCode).toBe(200);
    expect((await elsewhere.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    expect(await sessionsOf(me.id)).toHaveLength(1);
  });

  it('deactivating an admin ends their sessions at once and blocks their login; reactivating lets them in', async () => {
    const p = await fx.makeProject(t.db);
    const a = await fx.makeAdmin(t.db, { projectIds: [p.id] });
    const theirs = await fx.sessionFor(t.app, 'admin', a.id);
    expect((await theirs.inject({ url: '/api/auth/me' })).statusCode).toBe(200);
    const res = await superAdmin.client.inject({
      method: 'PUT',
      url: `/api/super-admin/admins/${a.id}?is_active=false`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().is_active).toBe(false);
    expect(await sessionsOf(a.id)).toEqual([]);
    expect((await theirs.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${p.id}/login`,
        payload: { username: a.username, password: fx.PASSWORD },
      });
    expect((await login()).statusCode).toBe(401);
    await superAdmin.client.inject({
      method: 'PUT',
      url: `/api/super-admin/admins/${a.id}`,
      payload: { is_active: true },
    });
    expect((await login()).statusCode).toBe(200);
  });

  it('a super admin cannot deactivate themselves or drop their own super admin role', async () => {
    for (const body of [{ is_active: false }, { is_super_admin: false }]) {
      const res = await superAdmin.client.inject({
        method: 'PUT',
        url: `/api/super-admin/admins/${superAdmin.id}`,
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/You cannot/);
    }
    expect(await adminRow(superAdmin.id)).toMatchObject({ is_active: 1, is_super_admin: 1 });
  });

  it('bad input: bad email, short password, malformed JSON; an unknown admin is 404', async () => {
    const a = await fx.makeAdmin(t.db);
    const edit = { method: 'PUT', url: `/api/super-admin/admins/${a.id}` } as const;
    await expectBodiesRefused(superAdmin.client, edit, [
      [{ email: 'nope' }, 'email'],
      [{ password: 'abc' }, 'password'],
      [{ is_active: 'sometimes' }, 'is_active'],
    ]);
    await expectInvalidJson(superAdmin.client, edit, '{]');
    expect(await adminRow(a.id)).toMatchObject({ email: a.email, password_hash: a.password_hash });
    expect(
      (
        await superAdmin.client.inject({
          method: 'PUT',
          url: '/api/super-admin/admins/999999',
          payload: { email: 'x@example.org' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await superAdmin.client.inject({ method: 'PUT', url: '/api/super-admin/admins/abc', payload: {} }))
        .statusCode,
    ).toBe(400);
  });
});

describe('DELETE /api/super-admin/admins/:id', () => {
  it('deletes the admin, their project links and their sessions', async () => {
    const p = await fx.makeProject(t.db);
    const a = await fx.makeAdmin(t.db, { projectIds: [p.id] });
    const theirs = await fx.sessionFor(t.app, 'admin', a.id);
    const res = await superAdmin.client.inject({
      method: 'DELETE',
      url: `/api/super-admin/admins/${a.id}?super_admin_id=${superAdmin.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(await adminRow(a.id)).toBeUndefined();
    expect(
      await t.db.selectFrom('admin_projects').selectAll().where('admin_id', '=', a.id).execute(),
    ).toEqual([]);
    expect(await sessionsOf(a.id)).toEqual([]);
    expect((await theirs.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    expect(await t.db.selectFrom('projects').select('id').where('id', '=', p.id).executeTakeFirst()).toEqual({
      id: p.id,
    });
  });

  it('never oneself: 400 "You cannot delete yourself"', async () => {
    const res = await superAdmin.client.inject({
      method: 'DELETE',
      url: `/api/super-admin/admins/${superAdmin.id}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('You cannot delete yourself');
    expect(await adminRow(superAdmin.id)).toBeDefined();
  });

  it('an unknown admin is 404; a non-number id is 400', async () => {
    expect(
      (await superAdmin.client.inject({ method: 'DELETE', url: '/api/super-admin/admins/999999' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await superAdmin.client.inject({ method: 'DELETE', url: '/api/super-admin/admins/x1' })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/super-admin/dashboard', () => {
  it('answers the summary counts and every project with its counts', async () => {
    const p = await fx.makeProject(t.db);
    const off = await fx.makeProject(t.db, { is_active: 0 });
    await fx.makeParticipant(t.db, p.id);
    const judge = await fx.makeJudge(t.db, p.id);
    const poster = await fx.makePoster(t.db, p.id);
    await fx.makePoster(t.db, off.id);
    await fx.makeEvaluation(t.db, p.id, judge.id, poster.id, [], 'ok');

    const res = await superAdmin.client.inject({
      url: `/api/super-admin/dashboard?super_admin_id=${superAdmin.id}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const n = async (q: Promise<unknown[]>) => (await q).length;
    expect(body.summary).toEqual({
      total_projects: await n(t.db.selectFrom('projects').select('id').execute()),
      active_projects: await n(fx.rowsWhere(t.db, 'projects', 'is_active', 1)),
      total_admins: await n(t.db.selectFrom('admins').select('id').execute()),
      super_admins: await n(fx.rowsWhere(t.db, 'admins', 'is_super_admin', 1)),
      total_users: await n(t.db.selectFrom('users').select('id').execute()),
      total_posters: await n(t.db.selectFrom('posters').select('id').execute()),
      total_evaluations: 1,
    });
    expect(body.summary.total_projects).toBeGreaterThan(body.summary.active_projects);
    expect(body.projects.find((x: { id: number }) => x.id === p.id)).toEqual({
      id: p.id,
      name: p.name,
      slug: p.slug,
      is_active: true,
      users: 1,
      posters: 1,
      judges: 1,
    });
    expect(body.projects.find((x: { id: number }) => x.id === off.id)).toMatchObject({
      is_active: false,
      posters: 1,
      users: 0,
    });
  });
});
