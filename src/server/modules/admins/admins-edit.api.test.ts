import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { useSuperAdminWorld } from '@server/test/super-admin-world';
import { expectBodiesRefused, expectInvalidJson } from '@server/test/expect-http';
import * as fx from '@server/test/fixture-rows';
import { postLogin } from '@server/test/accounts';
import { adminRow } from './admin-row.test-kit';

/** PUT /api/super-admin/admins/:id: the super admin edits an admin account (and its sessions follow). */

const { t, superAdmin } = useSuperAdminWorld();

const sessionsOf = (id: number) => fx.sessionsOf(t.db, 'admin', id);
/** The super admin's PUT of an admin account (`query` after its URL). */
const edit = (id: number | string, payload?: object, query = '') =>
  superAdmin.client.inject({
    method: 'PUT',
    url: `/api/super-admin/admins/${id}${query}`,
    ...(payload ? { payload } : {}),
  });

describe('PUT /api/super-admin/admins/:id', () => {
  it('edits email, full name and role; the same username is accepted; a blank password keeps the current one', async () => {
    const a = await fx.makeAdmin(t.db);
    const before = await adminRow(t.db, a.id);
    const edited = { email: 'edited@example.org', full_name: 'Park', is_super_admin: true };
    const res = await edit(
      a.id,
      { username: a.username, ...edited, password: '' },
      `?super_admin_id=${superAdmin.id}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.id, username: a.username, ...edited });
    const row = await adminRow(t.db, a.id);
    expect(row).toMatchObject({ ...edited, is_super_admin: 1 });
    expect(row?.password_hash).toBe(before?.password_hash);
    const nullPw = await edit(a.id, { password: null, full_name: '' });
    expect(nullPw.statusCode).toBe(200);
    expect(nullPw.json().full_name).toBeNull();
    expect((await adminRow(t.db, a.id))?.password_hash).toBe(before?.password_hash);
  });

  it('a different username is 400 and nothing changes', async () => {
    const a = await fx.makeAdmin(t.db);
    const res = await edit(a.id, { username: 'someone-else', email: 'x@example.org' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('username cannot be changed');
    expect(await adminRow(t.db, a.id)).toMatchObject({ username: a.username, email: a.email });
  });

  it("a new password replaces the old one and ends that admin's sessions", async () => {
    const a = await fx.makeAdmin(t.db, { superAdmin: true });
    const theirs = await fx.sessionFor(t.app, 'admin', a.id);
    const res = await edit(a.id, { password: 'changed-pw-1' });
    expect(res.statusCode).toBe(200);
    expect(await verifyPassword((await adminRow(t.db, a.id))!.password_hash, 'changed-pw-1')).toBe(true);
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
    const res = await edit(a.id, undefined, '?is_active=false');
    expect(res.statusCode).toBe(200);
    expect(res.json().is_active).toBe(false);
    expect(await sessionsOf(a.id)).toEqual([]);
    expect((await theirs.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    const login = () =>
      postLogin(t, `/api/projects/${p.id}/login`, { username: a.username, password: fx.PASSWORD });
    expect((await login()).statusCode).toBe(401);
    await edit(a.id, { is_active: true });
    expect((await login()).statusCode).toBe(200);
  });

  it('a super admin cannot deactivate themselves or drop their own super admin role', async () => {
    for (const body of [{ is_active: false }, { is_super_admin: false }]) {
      const res = await edit(superAdmin.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/You cannot/);
    }
    expect(await adminRow(t.db, superAdmin.id)).toMatchObject({ is_active: 1, is_super_admin: 1 });
  });

  it('bad input: bad email, short password, malformed JSON; an unknown admin is 404', async () => {
    const a = await fx.makeAdmin(t.db);
    const put = { method: 'PUT', url: `/api/super-admin/admins/${a.id}` } as const;
    await expectBodiesRefused(superAdmin.client, put, [
      [{ email: 'nope' }, 'email'],
      [{ password: 'abc' }, 'password'],
      [{ is_active: 'sometimes' }, 'is_active'],
    ]);
    await expectInvalidJson(superAdmin.client, put, '{]');
    expect(await adminRow(t.db, a.id)).toMatchObject({ email: a.email, password_hash: a.password_hash });
    expect((await edit(999999, { email: 'x@example.org' })).statusCode).toBe(404);
    expect((await edit('abc', {})).statusCode).toBe(400);
  });
});
