import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { useSuperAdminWorld } from '@server/test/super-admin-world';
import { expectBodiesRefused, expectInvalidJson, expectPasswordInUrlRefused } from '@server/test/expect-http';
import * as fx from '@server/test/fixture-rows';
import { adminAnswer, postLogin } from '@server/test/accounts';
import { adminRow } from './admin-row.test-kit';

/** /api/super-admin/admins: the super admin lists, creates and deletes admin accounts. */

const { t, superAdmin } = useSuperAdminWorld();

const sessionsOf = (id: number) => fx.sessionsOf(t.db, 'admin', id);

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
      ...adminAnswer(a, false),
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
    const row = await adminRow(t.db, body.id);
    expect(row?.password_hash).not.toContain('brand-new-pw');
    expect(await verifyPassword(row!.password_hash, 'brand-new-pw')).toBe(true);

    const p = await fx.makeProject(t.db);
    await t.db
      .insertInto('admin_projects')
      .values({ admin_id: body.id, project_id: p.id, created_at: new Date().toISOString() })
      .execute();
    const login = await postLogin(t, `/api/projects/${p.id}/login`, {
      username: 'newadmin',
      password: 'brand-new-pw',
    });
    expect(login.statusCode).toBe(200);
  });

  it('assigns the new admin to the chosen conferences at once, who then signs in there', async () => {
    const [p1, p2] = [await fx.makeProject(t.db), await fx.makeProject(t.db)];
    const res = await superAdmin.client.inject({
      method: 'POST',
      url: '/api/super-admin/admins',
      payload: {
        username: 'assigned-at-once',
        password: 'brand-new-pw',
        email: 'at-once@example.org',
        project_ids: [p2.id, p1.id, p2.id],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(
      res
        .json()
        .assigned_projects.map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([p1.id, p2.id].sort());
    const audit = await fx.storedRows(t.db, 'audit_events', {
      kind: 'admin.assigned',
      project_id: [p1.id, p2.id],
    });
    expect(audit).toHaveLength(2);
    const login = await postLogin(t, `/api/projects/${p1.id}/login`, {
      username: 'assigned-at-once',
      password: 'brand-new-pw',
    });
    expect(login.statusCode).toBe(200);
  });

  it('creates nothing when a chosen conference does not exist (404), and refuses a list that is not ids (400)', async () => {
    const p = await fx.makeProject(t.db);
    const missing = await superAdmin.client.inject({
      method: 'POST',
      url: '/api/super-admin/admins',
      payload: {
        username: 'no-such-conf',
        password: 'brand-new-pw',
        email: 'n@example.org',
        project_ids: [p.id, 999999],
      },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    for (const project_ids of ['abc', [0], ['x']]) {
      const bad = await superAdmin.client.inject({
        method: 'POST',
        url: '/api/super-admin/admins',
        payload: { username: 'no-such-conf', password: 'brand-new-pw', email: 'n@example.org', project_ids },
      });
      expect(bad.statusCode, JSON.stringify(project_ids)).toBe(400);
      expect(bad.json().field).toMatch(/^project_ids/);
    }
    expect(
      await t.db.selectFrom('admins').select('id').where('username', '=', 'no-such-conf').execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('audit_events').select('id').where('project_id', '=', p.id).execute(),
    ).toEqual([]);
  });

  it('takes the other fields from the query string (docs/product.md#the-api), the password only from the body', async () => {
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
    await expectPasswordInUrlRefused(
      superAdmin.client,
      '/api/super-admin/admins?username=urlpw&email=u@example.org&password=secret123',
    );
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
    expect((await adminRow(t.db, a.id))?.username).toBe('takenname');
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
    expect(await adminRow(t.db, a.id)).toBeUndefined();
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
    expect(await adminRow(t.db, superAdmin.id)).toBeDefined();
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
