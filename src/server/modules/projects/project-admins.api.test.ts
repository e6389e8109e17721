import { describe, expect, it } from 'vitest';
import { useSuperAdminWorld } from '@server/test/super-admin-world';
import * as fx from '@server/test/fixture-rows';
import { adminAnswer } from '@server/test/accounts';
import { assignedProjects } from './admin-links.test-kit';

/** /api/super-admin/projects/:id/admins: the super admin assigns project admins to a project. */

const { t, superAdmin } = useSuperAdminWorld();

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
      { ...adminAnswer(mine, false), is_active: true },
      { ...adminAnswer(supAssigned, true), is_active: false },
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
    expect(await assignedProjects(t.db, a.id)).toEqual([]);
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
    expect(await assignedProjects(t.db, a.id)).toEqual([{ project_id: other.id }]);

    // Unassigned already, assigned elsewhere only, a project that does not exist: 404.
    for (const url of [
      `/api/super-admin/projects/${p.id}/admins/${a.id}`,
      `/api/super-admin/projects/${p.id}/admins/${elsewhere.id}`,
      `/api/super-admin/projects/999999/admins/${a.id}`,
    ])
      expect((await superAdmin.client.inject({ method: 'DELETE', url })).statusCode, url).toBe(404);
    expect(await assignedProjects(t.db, elsewhere.id)).toHaveLength(1);
  });
});
