import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { superAdminOnlyRefuses, useSuperAdminWorld } from '@server/test/super-admin-world';
import * as fx from '@server/test/fixture-rows';
import { adminRow } from './admin-row.test-kit';

/** Who may call /api/super-admin/admins/** and /api/super-admin/dashboard: the super admin only. */

const { t, superAdmin } = useSuperAdminWorld();

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
    const row = await adminRow(t.db, target.id);
    expect(row?.email).toBe(target.email);
    expect(
      await t.db.selectFrom('admins').select('id').where('username', '=', 'role-check').executeTakeFirst(),
    ).toBeUndefined();
  });
});
