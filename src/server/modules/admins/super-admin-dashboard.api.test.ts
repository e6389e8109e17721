import { describe, expect, it } from 'vitest';
import { useSuperAdminWorld } from '@server/test/super-admin-world';
import * as fx from '@server/test/fixture-rows';

/** GET /api/super-admin/dashboard: the summary counts and every project with its counts. */

const { t, superAdmin } = useSuperAdminWorld();

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
      total_users: await n(t.db.selectFrom('participants').select('id').execute()),
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
