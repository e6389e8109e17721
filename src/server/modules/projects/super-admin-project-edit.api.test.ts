import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSuperAdminWorld } from '@server/test/super-admin-world';
import { expectBodiesRefused, expectInvalidJson } from '@server/test/expect-http';
import * as fx from '@server/test/fixture-rows';
import { assignedProjects } from './admin-links.test-kit';

/** /api/super-admin/projects/:id: the super admin reads, edits and deletes one project. */

const { t, superAdmin } = useSuperAdminWorld();

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
        end_date: '2099-06-01',
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
      end_date: '2099-06-01',
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
      [{ start_date: '2099-06-01' }, 'end_date'],
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
    // Files in its uploads folder and among the poster files' originals kept aside; the other project's stay.
    const { uploadsDir } = t.config;
    const files = [
      `${p.id}/posters/${poster.id}/a.png`,
      `.originals/${p.id}/posters/${poster.id}/x/original.pdf`,
    ];
    const keptFile = `${keep.id}/posters/${keptPoster.id}/b.png`;
    for (const f of [...files, keptFile]) {
      fs.mkdirSync(path.dirname(path.join(uploadsDir, f)), { recursive: true });
      fs.writeFileSync(path.join(uploadsDir, f), 'x');
    }

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
        | 'participants'
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
      'participants',
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
    expect(await assignedProjects(t.db, admin.id)).toEqual([{ project_id: keep.id }]);
    expect(fs.existsSync(path.join(uploadsDir, String(p.id)))).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir, '.originals', String(p.id)))).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir, keptFile))).toBe(true);
  });

  it('an unknown project is 404', async () => {
    const res = await superAdmin.client.inject({ method: 'DELETE', url: '/api/super-admin/projects/999999' });
    expect(res.statusCode).toBe(404);
  });
});
