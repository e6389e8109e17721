import { describe, expect, it } from 'vitest';
import * as fx from '@server/test/fixture-rows';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { anonymous } from '@server/test/test-app';

// A project's time zone (decision 074): Seoul unless its super admin chooses another, checked as a zone Intl
// knows, read by everyone with the project, and the clock its mails write times on.
const w = useProjectAdminWorld();
const edit = (id: number, payload: object) =>
  w.superAdmin.inject({ method: 'PUT', url: `/api/super-admin/projects/${id}`, payload });

describe("a project's time zone", () => {
  it('is Asia/Seoul unless chosen, on the public read and the super admin’s', async () => {
    const p = await fx.makeProject(w.t.db);
    const open = await anonymous(w.t.app).inject({ url: `/api/projects/${p.slug}` });
    expect(open.json()).toMatchObject({ id: p.id, time_zone: 'Asia/Seoul' });
    const full = await w.superAdmin.inject({ url: `/api/super-admin/projects/${p.id}` });
    expect(full.json()).toMatchObject({ time_zone: 'Asia/Seoul' });
    const made = await w.superAdmin.inject({
      method: 'POST',
      url: '/api/super-admin/projects',
      payload: { name: 'Berlin meeting', slug: `berlin-${p.id}`, time_zone: 'europe/berlin' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().time_zone).toBe('Europe/Berlin');
    expect((await fx.storedRow(w.t.db, 'projects', made.json().id)).time_zone).toBe('Europe/Berlin');
  });

  it('is edited by the super admin in a body or the query, in its canonical spelling', async () => {
    const p = await fx.makeProject(w.t.db);
    const res = await edit(p.id, { time_zone: 'Europe/Berlin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ time_zone: 'Europe/Berlin', version: 2 });
    const query = await w.superAdmin.inject({
      method: 'PUT',
      url: `/api/super-admin/projects/${p.id}?time_zone=${encodeURIComponent('America/New_York')}`,
    });
    expect(query.json().time_zone).toBe('America/New_York');
    expect((await fx.storedRow(w.t.db, 'projects', p.id)).time_zone).toBe('America/New_York');
  });

  it('refuses a name Intl does not know and a bare offset with a code at its field, and keeps the stored one', async () => {
    const p = await fx.makeProject(w.t.db, { time_zone: 'Europe/Berlin' });
    for (const [zone, code] of [
      ['Mars/Olympus', 'TIME_ZONE_UNKNOWN'],
      ['+09:00', 'TIME_ZONE_UNKNOWN'],
      ['Asia/Seoul; drop table projects', 'TIME_ZONE_UNKNOWN'],
      ['   ', 'REQUIRED'],
      [42, 'VALIDATION'],
    ] as const) {
      const res = await edit(p.id, { time_zone: zone });
      expect(res.statusCode, String(zone)).toBe(400);
      expect(res.json(), String(zone)).toMatchObject({ code, field: 'time_zone' });
    }
    const create = await w.superAdmin.inject({
      method: 'POST',
      url: '/api/super-admin/projects',
      payload: { name: 'Nowhere', slug: `nowhere-${p.id}`, time_zone: 'Nowhere/Else' },
    });
    expect(create.json()).toMatchObject({ code: 'TIME_ZONE_UNKNOWN', field: 'time_zone' });
    expect((await fx.storedRow(w.t.db, 'projects', p.id)).time_zone).toBe('Europe/Berlin');
  });

  it('is only the super admin’s to change: the organiser edits no project fields', async () => {
    const res = await w.projectAdmin.inject({
      method: 'PUT',
      url: `/api/super-admin/projects/${w.projectId}`,
      payload: { time_zone: 'Europe/Berlin' },
    });
    expect(res.statusCode).toBe(403);
    expect((await fx.storedRow(w.t.db, 'projects', w.projectId)).time_zone).toBe('Asia/Seoul');
  });

  it("is the clock a presenter's mail writes the deadline on, with the zone named", async () => {
    const { id, client } = await w.freshProject();
    const poster = await fx.makePoster(w.t.db, id);
    await w.t.db
      .updateTable('posters')
      .set({ presenter_email: 'kim@example.org', presenter_name: '김발표' })
      .where('id', '=', poster.id)
      .execute();
    const deadline = '2099-07-01T09:00:00.000Z';
    const settings = await client.inject({
      method: 'PUT',
      url: `/api/projects/${id}/submission-settings`,
      payload: { deadline },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const preview = async () =>
      (
        await client.inject({
          method: 'POST',
          url: `/api/projects/${id}/mail/presenter-requests`,
          payload: { dry_run: true },
        })
      ).json().sample.text as string;
    expect(await preview()).toContain('제출 마감: 2099년 7월 1일 18:00 (한국 표준시)');
    expect((await edit(id, { time_zone: 'Europe/Berlin' })).statusCode).toBe(200);
    expect(await preview()).toContain('제출 마감: 2099년 7월 1일 11:00 (중부유럽 시간)');
  });
});
