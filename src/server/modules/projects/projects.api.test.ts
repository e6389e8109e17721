import { describe, expect, it } from 'vitest';
import { anonymousOf, useTestApp } from '@server/test/test-app';
import {
  adminClient,
  makeAdmin,
  makeJudge,
  makeParticipant,
  makePoster,
  makeProject,
  sessionFor,
} from '@server/test/fixture-rows';

/** Public project reads (no session) with their counts. */

const t = useTestApp();
const anon = anonymousOf(t);

async function projectWithData() {
  const p = await makeProject(t.db, {
    description: 'Spring meeting',
    settings: JSON.stringify({ theme: 'blue' }),
  });
  await makeParticipant(t.db, p.id);
  await makeParticipant(t.db, p.id);
  await makePoster(t.db, p.id);
  await makePoster(t.db, p.id);
  await makePoster(t.db, p.id);
  await makeJudge(t.db, p.id);
  return p;
}

describe('GET /api/projects/ (public list)', () => {
  it('answers only active projects by default, each with its own counts, without a session', async () => {
    const active = await projectWithData();
    const empty = await makeProject(t.db);
    const inactive = await makeProject(t.db, { is_active: 0 });
    await makeParticipant(t.db, inactive.id);

    for (const url of ['/api/projects/', '/api/projects']) {
      const res = await anon.inject({ url });
      expect(res.statusCode).toBe(200);
      const list = res.json() as Array<{ id: number }>;
      const ids = list.map((p) => p.id);
      expect(ids).toContain(active.id);
      expect(ids).toContain(empty.id);
      expect(ids).not.toContain(inactive.id);
      expect(list.find((p) => p.id === active.id)).toEqual({
        id: active.id,
        name: active.name,
        slug: active.slug,
        description: 'Spring meeting',
        start_date: '2099-05-01',
        end_date: '2099-05-03',
        is_active: true,
        logo_url: null,
        created_at: active.created_at,
        users: 2,
        posters: 3,
        judges: 1,
        phase: 'open',
        judging_closes_at: null,
        time_zone: 'Asia/Seoul',
        version: 1,
      });
      expect(list.find((p) => p.id === empty.id)).toMatchObject({ users: 0, posters: 0, judges: 0 });
      // The free-form settings are for admins: no public answer carries them.
      expect(res.body).not.toContain('settings');
      expect(res.body).not.toContain('blue');
    }
  });

  it('is_active=false shows inactive projects to a super admin only; is_active=true only active ones', async () => {
    const active = await makeProject(t.db);
    const inactive = await makeProject(t.db, { is_active: 0 });
    await makeJudge(t.db, inactive.id);
    const anonOff = await anon.inject({ url: '/api/projects/?is_active=false' });
    expect(anonOff.statusCode).toBe(200);
    expect(anonOff.json()).toEqual([]);
    const projectAdmin = await adminClient(t.app, { projectIds: [inactive.id] });
    expect((await projectAdmin.inject({ url: '/api/projects/?is_active=false' })).json()).toEqual([]);
    const root = await adminClient(t.app, { superAdmin: true });
    const off = (await root.inject({ url: '/api/projects/?is_active=false' })).json() as Array<{
      id: number;
      is_active: boolean;
      judges: number;
    }>;
    expect(off.map((p) => p.id)).toContain(inactive.id);
    expect(off.map((p) => p.id)).not.toContain(active.id);
    expect(off.every((p) => !p.is_active)).toBe(true);
    expect(off.find((p) => p.id === inactive.id)?.judges).toBe(1);
    const on = (await anon.inject({ url: '/api/projects?is_active=true' })).json() as Array<{
      id: number;
      is_active: boolean;
    }>;
    expect(on.every((p) => p.is_active)).toBe(true);
    expect(on.map((p) => p.id)).toContain(active.id);
  });

  it('a bad is_active is a 400 naming the field', async () => {
    const res = await anon.inject({ url: '/api/projects/?is_active=maybe' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('is_active');
  });
});

describe('GET /api/projects/:slug and /api/projects/id/:id', () => {
  it('answers a project by slug, without settings; an inactive one is 404 except to its admins', async () => {
    const p = await projectWithData();
    const res = await anon.inject({ url: `/api/projects/${p.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: p.id,
      slug: p.slug,
      is_active: true,
      users: 2,
      posters: 3,
      judges: 1,
    });

    expect(res.json()).not.toHaveProperty('settings');

    const off = await makeProject(t.db, { is_active: 0, settings: '{"secret":"x"}' });
    const judge = await sessionFor(t.app, 'judge', (await makeJudge(t.db, off.id)).id, off.id);
    const otherAdmin = await adminClient(t.app, { projectIds: [p.id] });
    for (const url of [`/api/projects/${off.slug}`, `/api/projects/id/${off.id}`]) {
      for (const [who, c] of [
        ['anonymous', anon],
        ['its judge', judge],
        ['an admin of another project', otherAdmin],
      ] as const) {
        const hidden = await c.inject({ url });
        expect(hidden.statusCode, `${who} ${url}`).toBe(404);
        expect(hidden.json(), `${who} ${url}`).toEqual({ detail: 'Project not found', code: 'NOT_FOUND' });
      }
    }
    const ownAdmin = await adminClient(t.app, { projectIds: [off.id] });
    const root = await adminClient(t.app, { superAdmin: true });
    for (const c of [ownAdmin, root]) {
      const seen = await c.inject({ url: `/api/projects/${off.slug}` });
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json()).toMatchObject({ id: off.id, is_active: false });
      expect(seen.json()).not.toHaveProperty('settings');
    }
  });

  it('an unknown slug is 404', async () => {
    const res = await anon.inject({ url: '/api/projects/no-such-conference' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', detail: 'Project not found' });
  });

  it('answers a project by id; unknown id is 404; a non-number is 400', async () => {
    const p = await projectWithData();
    const res = await anon.inject({ url: `/api/projects/id/${p.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: p.id, slug: p.slug, posters: 3 });
    expect((await anon.inject({ url: '/api/projects/id/999999' })).statusCode).toBe(404);
    const bad = await anon.inject({ url: '/api/projects/id/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('id');
  });

  it('answers the same to any session (admin, judge)', async () => {
    const p = await makeProject(t.db);
    const judge = await makeJudge(t.db, p.id);
    const admin = await makeAdmin(t.db, { projectIds: [p.id] });
    for (const c of [
      await sessionFor(t.app, 'judge', judge.id, p.id),
      await sessionFor(t.app, 'admin', admin.id),
    ]) {
      const res = await c.inject({ url: `/api/projects/${p.slug}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(p.id);
    }
  });
});
