import { describe, expect, it } from 'vitest';
import { useSuperAdminWorld } from '@server/test/super-admin-world';
import { expectBodiesRefused, expectInvalidJson } from '@server/test/expect-http';
import * as fx from '@server/test/fixture-rows';

/** /api/super-admin/projects: the super admin lists every project and creates one. */

const { t, superAdmin } = useSuperAdminWorld();

describe('GET /api/super-admin/projects', () => {
  it('lists every project, active and inactive, with counts; is_active filters', async () => {
    const on = await fx.makeProject(t.db);
    const off = await fx.makeProject(t.db, { is_active: 0 });
    await fx.makePoster(t.db, off.id);
    await fx.makeParticipant(t.db, on.id);
    const all = (await superAdmin.client.inject({ url: '/api/super-admin/projects' })).json() as Array<{
      id: number;
      posters: number;
      users: number;
    }>;
    expect(all.map((p) => p.id)).toEqual(expect.arrayContaining([on.id, off.id]));
    expect(all.find((p) => p.id === off.id)?.posters).toBe(1);
    expect(all.find((p) => p.id === on.id)?.users).toBe(1);
    const total = await t.db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all).toHaveLength(Number(total.n));

    const onlyOff = (
      await superAdmin.client.inject({ url: '/api/super-admin/projects/?is_active=false' })
    ).json() as Array<{ id: number; is_active: boolean }>;
    expect(onlyOff.map((p) => p.id)).toContain(off.id);
    expect(onlyOff.every((p) => !p.is_active)).toBe(true);
    const onlyOn = (
      await superAdmin.client.inject({ url: '/api/super-admin/projects?is_active=true' })
    ).json() as Array<{
      id: number;
      is_active: boolean;
    }>;
    expect(onlyOn.map((p) => p.id)).not.toContain(off.id);
    expect(
      (await superAdmin.client.inject({ url: '/api/super-admin/projects?is_active=x' })).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/super-admin/projects', () => {
  it('creates a project from a JSON body; empty optional fields become null', async () => {
    const res = await superAdmin.client.inject({
      method: 'POST',
      url: `/api/super-admin/projects?admin_id=${superAdmin.id}`,
      payload: {
        name: ' KSMB 2026 ',
        slug: 'ksmb-2026',
        description: '',
        start_date: '2026-10-01T00:00:00Z',
        end_date: '2026-10-03',
        logo_url: '',
        settings: { rooms: 3 },
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'KSMB 2026',
      slug: 'ksmb-2026',
      description: null,
      start_date: '2026-10-01',
      end_date: '2026-10-03',
      is_active: true,
      logo_url: null,
      settings: { rooms: 3 },
      users: 0,
      posters: 0,
      judges: 0,
    });
    const row = await fx.storedRow(t.db, 'projects', body.id);
    expect(row).toMatchObject({
      name: 'KSMB 2026',
      slug: 'ksmb-2026',
      description: null,
      is_active: 1,
      settings: '{"rooms":3}',
    });
  });

  it('creates a project from query parameters (docs/product.md#the-api), settings as JSON text', async () => {
    const q = new URLSearchParams({
      admin_id: String(superAdmin.id),
      name: 'Query Conf',
      slug: 'query-conf',
      description: 'd',
      logo_url: 'https://example.org/logo.png',
      settings: '{"a":1}',
    });
    const res = await superAdmin.client.inject({ method: 'POST', url: `/api/super-admin/projects?${q}` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      slug: 'query-conf',
      description: 'd',
      logo_url: 'https://example.org/logo.png',
      settings: { a: 1 },
    });
  });

  it('bad input is a 400 naming the field, and nothing is stored', async () => {
    const cases: Array<[object, string]> = [
      [{ slug: 'no-name' }, 'name'],
      [{ name: 'x' }, 'slug'],
      [{ name: 'x', slug: 'Bad Slug!' }, 'slug'],
      [{ name: 'x', slug: 'bad-logo', logo_url: 'not a url' }, 'logo_url'],
      [{ name: 'x', slug: 'bad-logo2', logo_url: 'javascript:alert(1)' }, 'logo_url'],
      [{ name: 'x', slug: 'bad-date', start_date: '2026-13-45' }, 'start_date'],
      [{ name: 'x', slug: 'bad-range', start_date: '2026-05-03', end_date: '2026-05-01' }, 'end_date'],
      [{ name: 'x', slug: 'bad-settings', settings: '[1,2]' }, 'settings'],
      [{ name: 'x', slug: 'bad-settings2', settings: 'nope{' }, 'settings'],
      [{ name: 7, slug: 'bad-type' }, 'name'],
    ];
    await expectBodiesRefused(superAdmin.client, { method: 'POST', url: '/api/super-admin/projects' }, cases);
    const stored = await t.db.selectFrom('projects').select('slug').where('slug', 'like', 'bad-%').execute();
    expect(stored).toEqual([]);
  });

  it('a duplicate slug is 400 "slug already exists"', async () => {
    const p = await fx.makeProject(t.db);
    const res = await superAdmin.client.inject({
      method: 'POST',
      url: '/api/super-admin/projects',
      payload: { name: 'Copy', slug: p.slug },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'SLUG_TAKEN', field: 'slug', detail: 'slug already exists' });
    const rows = await fx.rowsWhere(t.db, 'projects', 'slug', p.slug);
    expect(rows).toHaveLength(1);
  });

  it('malformed JSON is 400', async () => {
    await expectInvalidJson(
      superAdmin.client,
      { method: 'POST', url: '/api/super-admin/projects' },
      '{"name": "x",',
    );
  });
});
