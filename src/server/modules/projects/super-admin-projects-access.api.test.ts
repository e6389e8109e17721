import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { superAdminOnlyRefuses, useSuperAdminWorld } from '@server/test/super-admin-world';
import * as fx from '@server/test/fixture-rows';

/** Who may call /api/super-admin/projects/** (the projects and their admins): the super admin only. */

const { t, superAdmin } = useSuperAdminWorld();

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
