// A new conference from an old one: criteria and judges copied, the judges' logins working in the new project.
import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { anonymous } from '@server/test/test-app';
import * as fx from '@server/test/fixture-rows';

const w = useProjectAdminWorld();

describe('POST /super-admin/projects with copy_from_project_id', () => {
  it('copies criteria and judges (with their passwords) and nothing else', async () => {
    const { id: oldId } = await w.freshProject();
    const db = w.t.db;
    await fx.makeCriterion(db, oldId, { name: 'Novelty', max_score: 10, order_number: 1 });
    await fx.makeCriterion(db, oldId, { name: 'Clarity', max_score: 5, order_number: 2, is_active: 0 });
    const judge = await fx.makeJudge(db, oldId);
    await fx.makePoster(db, oldId);

    const res = await w.superAdmin.inject({
      method: 'POST',
      url: '/api/super-admin/projects',
      payload: {
        name: 'Next year',
        slug: `next-${oldId}`,
        copy_from_project_id: oldId,
        copy: ['criteria', 'judges'],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ name: 'Next year', judges: 1, posters: 0, users: 0 });

    const criteria = await db
      .selectFrom('criteria')
      .select(['name', 'max_score', 'order_number', 'is_active'])
      .where('project_id', '=', created.id)
      .orderBy('order_number')
      .execute();
    expect(criteria).toEqual([
      { name: 'Novelty', max_score: 10, order_number: 1, is_active: 1 },
      { name: 'Clarity', max_score: 5, order_number: 2, is_active: 0 },
    ]);

    const login = await anonymous(w.t.app).inject({
      method: 'POST',
      url: `/api/projects/${created.id}/judge/login`,
      payload: { username: judge.username, password: fx.PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ username: judge.username, project_id: created.id });
  });

  it('copies only what is listed, and refuses an unknown source or copy without a source', async () => {
    const { id: oldId } = await w.freshProject();
    await fx.makeCriterion(w.t.db, oldId);
    await fx.makeJudge(w.t.db, oldId);
    const post = (payload: Record<string, unknown>) =>
      w.superAdmin.inject({ method: 'POST', url: '/api/super-admin/projects', payload });
    const onlyCriteria = await post({
      name: 'C',
      slug: `c-${oldId}`,
      copy_from_project_id: oldId,
      copy: ['criteria'],
    });
    expect(onlyCriteria.json()).toMatchObject({ judges: 0 });

    const missing = await post({
      name: 'M',
      slug: `m-${oldId}`,
      copy_from_project_id: 999999,
      copy: ['judges'],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'NO_SUCH_PROJECT', field: 'copy_from_project_id' });
    const noSource = await post({ name: 'N', slug: `n-${oldId}`, copy: ['judges'] });
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json().detail).toContain('copy_from_project_id');
    const badKind = await post({
      name: 'B',
      slug: `b-${oldId}`,
      copy_from_project_id: oldId,
      copy: ['posters'],
    });
    expect(badKind.statusCode).toBe(400);
    const made = await w.t.db
      .selectFrom('projects')
      .select('slug')
      .where('slug', 'in', [`m-${oldId}`, `n-${oldId}`, `b-${oldId}`])
      .execute();
    expect(made).toEqual([]);
  });
});
