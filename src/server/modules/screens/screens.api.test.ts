import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import * as fx from '@server/test/fixture-rows';
import { anonymousOf, clientFrom } from '@server/test/test-app';
import { hashToken } from '../auth/session.service';

const w = useProjectAdminWorld();
const tokenOf = (url: string) => url.split('/').pop()!;

/** A fresh project with posters: two approved (Biology, Physics), one only submitted. */
async function setup() {
  const { id, client } = await w.freshProject();
  const slug = (await fx.storedRow(w.t.db, 'projects', id)).slug;
  const bio = await fx.makePoster(w.t.db, id, { title: '염기서열 분석', category: 'Biology' });
  const phys = await fx.makePoster(w.t.db, id, { title: 'Dark matter', category: 'Physics' });
  const pending = await fx.makePoster(w.t.db, id, { title: 'Not yet', category: 'Biology' });
  await fx.makeSubmission(w.t.db, id, bio.id, { status: 'approved', text: 'CRISPR mitochondria' });
  await fx.makeSubmission(w.t.db, id, phys.id, { status: 'approved', text: 'galaxy rotation curves' });
  await fx.makeSubmission(w.t.db, id, pending.id, { status: 'submitted', text: 'mitochondria' });
  const create = (payload: object) =>
    client.inject({ method: 'POST', url: `/api/projects/${id}/screens`, payload });
  const pair = (token: string, projectId = id) =>
    anonymousOf(w.t).inject({
      method: 'POST',
      url: `/api/projects/${projectId}/kiosk/access`,
      payload: { token },
    });
  return { id, slug, client, bio, phys, pending, create, pair };
}

describe('screens', () => {
  it('the organiser creates, reads, changes and deletes a screen; only its pairing token hash is stored', async () => {
    const s = await setup();
    const res = await s.create({ name: '1층 로비', roster: { categories: ['Biology'] }, idle_seconds: 20 });
    expect(res.statusCode, res.body).toBe(200);
    const screen = res.json();
    expect(screen).toMatchObject({
      name: '1층 로비',
      place: null,
      orientation: 'landscape',
      roster: { categories: ['Biology'] },
      idle_seconds: 20,
    });
    expect(screen.url).toMatch(new RegExp(`/projects/${s.slug}/kiosk/pair/[A-Za-z0-9_-]{43}$`));
    const row = await fx.storedRow(w.t.db, 'screens', screen.id);
    expect(row.token_hash).toBe(hashToken(tokenOf(screen.url)));

    const one = await s.client.inject({ url: `/api/projects/${s.id}/screens/${screen.id}` });
    expect(one.json()).toEqual(screen);
    const put = await s.client.inject({
      method: 'PUT',
      url: `/api/projects/${s.id}/screens/${screen.id}`,
      payload: { name: 'Lobby', place: 'Hall A', orientation: 'portrait', roster: {}, idle_seconds: 90 },
    });
    expect(put.json()).toMatchObject({ name: 'Lobby', place: 'Hall A', orientation: 'portrait', roster: {} });
    expect(put.json().url).toBe(screen.url);
    const list = await s.client.inject({ url: `/api/projects/${s.id}/screens` });
    expect(list.json().items.map((x: { name: string }) => x.name)).toEqual(['Lobby']);

    const del = await s.client.inject({
      method: 'DELETE',
      url: `/api/projects/${s.id}/screens/${screen.id}`,
    });
    expect(del.statusCode).toBe(200);
    expect(await w.t.db.selectFrom('screens').select('id').where('project_id', '=', s.id).execute()).toEqual(
      [],
    );
    const gone = await s.client.inject({ url: `/api/projects/${s.id}/screens/${screen.id}` });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses bad input with a code and everyone but the organiser', async () => {
    const s = await setup();
    const bad = await s.create({ name: '', idle_seconds: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
    await w.expectRefused({
      method: 'POST',
      url: `/api/projects/${w.projectId}/screens`,
      payload: { name: 'x' },
    });
  });

  it('pairing starts a long kiosk session that reads its roster: approved posters of its categories only', async () => {
    const s = await setup();
    const { url } = (await s.create({ name: 'Bio wall', roster: { categories: ['Biology'] } })).json();
    const paired = await s.pair(tokenOf(url));
    expect(paired.statusCode, paired.body).toBe(200);
    expect(paired.json()).toMatchObject({ name: 'Bio wall', idle_seconds: 60, orientation: 'landscape' });
    expect(String(paired.headers['set-cookie'])).toMatch(/Max-Age=31536000/);
    const kiosk = clientFrom(w.t.app, paired);

    const roster = await kiosk.inject({ url: `/api/projects/${s.id}/kiosk/posters` });
    expect(roster.statusCode, roster.body).toBe(200);
    expect(roster.json().items.map((p: { title: string }) => p.title)).toEqual(['염기서열 분석']);
    expect(roster.json().items[0].pages).toHaveLength(1);
    // No hall plan yet: none to show beside a poster (the kiosk journey shows one).
    expect(roster.json().hall_map).toBeNull();
    const inside = await kiosk.inject({ url: `/api/projects/${s.id}/kiosk/posters?q=mitochondria` });
    expect(inside.json().items.map((p: { id: number }) => p.id)).toEqual([s.bio.id]);
    const byNumber = await kiosk.inject({ url: `/api/projects/${s.id}/kiosk/posters?q=${s.bio.number}` });
    expect(byNumber.json().items.map((p: { id: number }) => p.id)).toEqual([s.bio.id]);
    // By the board visitors read in the hall, answered with each poster.
    await w.t.db.updateTable('posters').set({ board: 'B-07' }).where('id', '=', s.bio.id).execute();
    const byBoard = await kiosk.inject({ url: `/api/projects/${s.id}/kiosk/posters?q=b-07` });
    expect(byBoard.json().items.map((p: { id: number; board: string }) => [p.id, p.board])).toEqual([
      [s.bio.id, 'B-07'],
    ]);
    // The hall's plan comes with the roster, with the places of the roster's boards only (not Physics's P-01).
    await w.t.db.updateTable('posters').set({ board: 'P-01' }).where('id', '=', s.phys.id).execute();
    const at = new Date().toISOString();
    await w.t.db
      .insertInto('hall_maps')
      .values({
        project_id: s.id,
        plan_url: `/uploads/${s.id}/hall/plan-${'a'.repeat(24)}-${'b'.repeat(12)}.webp`,
        plan_width: 800,
        plan_height: 450,
        presence_certificates: 0,
        updated_at: at,
      })
      .execute();
    await w.t.db
      .insertInto('board_positions')
      .values([
        { project_id: s.id, board: 'B-07', x: 2500, y: 5000 },
        { project_id: s.id, board: 'P-01', x: 7500, y: 5000 },
      ])
      .execute();
    const withPlan = (await kiosk.inject({ url: `/api/projects/${s.id}/kiosk/posters` })).json();
    expect(withPlan.hall_map).toEqual({
      plan: { url: expect.stringMatching(/\.webp$/), width: 800, height: 450 },
      positions: [{ board: 'B-07', x: 0.25, y: 0.5 }],
    });

    const one = await kiosk.inject({ url: `/api/projects/${s.id}/kiosk/posters/${s.bio.id}` });
    expect(one.json()).toMatchObject({ id: s.bio.id, category: 'Biology' });
    for (const outside of [s.phys.id, s.pending.id]) {
      const res = await kiosk.inject({ url: `/api/projects/${s.id}/kiosk/posters/${outside}` });
      expect(res.statusCode).toBe(404);
    }
    const other = await kiosk.inject({ url: `/api/projects/${s.id}/posters` });
    expect(other.statusCode).toBe(403);
  });

  it('an empty roster shows every approved poster; chosen posters add to the categories', async () => {
    const s = await setup();
    const all = (await s.create({ name: 'All', roster: {} })).json();
    const kiosk = clientFrom(w.t.app, await s.pair(tokenOf(all.url)));
    const res = await kiosk.inject({ url: `/api/projects/${s.id}/kiosk/posters?q=galaxy` });
    expect(res.json().items.map((p: { id: number }) => p.id)).toEqual([s.phys.id]);
    const every = await kiosk.inject({ url: `/api/projects/${s.id}/kiosk/posters` });
    expect(every.json().items.map((p: { id: number }) => p.id)).toEqual([s.bio.id, s.phys.id]);
    const chosen = (
      await s.create({ name: 'Chosen', roster: { poster_ids: [s.phys.id, s.pending.id] } })
    ).json();
    const k2 = clientFrom(w.t.app, await s.pair(tokenOf(chosen.url)));
    const r2 = await k2.inject({ url: `/api/projects/${s.id}/kiosk/posters` });
    expect(r2.json().items.map((p: { id: number }) => p.id)).toEqual([s.phys.id]);
  });

  it('a roster of a poster session reads only that session’s approved posters; another project’s session is refused', async () => {
    const s = await setup();
    const morning = await fx.makePosterSession(w.t.db, s.id, { name: '오전' });
    const afternoon = await fx.makePosterSession(w.t.db, s.id, { name: '오후' });
    const late = await fx.makePoster(w.t.db, s.id, { title: 'Afternoon poster', category: 'Physics' });
    await fx.makeSubmission(w.t.db, s.id, late.id, { status: 'approved', text: 'afternoon' });
    const inSession = (posterId: number, sessionId: number) =>
      w.t.db.updateTable('posters').set({ session_id: sessionId }).where('id', '=', posterId).execute();
    await inSession(s.bio.id, morning.id);
    await inSession(s.pending.id, morning.id);
    await inSession(late.id, afternoon.id);

    const created = await s.create({ name: '오전 세션', roster: { session_ids: [morning.id] } });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().roster).toEqual({ session_ids: [morning.id] });
    const stored = await fx.storedRow(w.t.db, 'screens', created.json().id);
    expect(JSON.parse(stored.roster)).toEqual({ session_ids: [morning.id] });
    const kiosk = clientFrom(w.t.app, await s.pair(tokenOf(created.json().url)));
    const roster = await kiosk.inject({ url: `/api/projects/${s.id}/kiosk/posters` });
    // The session's unapproved poster and the other session's are not on the screen.
    expect(roster.json().items.map((p: { id: number }) => p.id)).toEqual([s.bio.id]);
    const outside = await kiosk.inject({ url: `/api/projects/${s.id}/kiosk/posters/${late.id}` });
    expect(outside.statusCode).toBe(404);

    // A session adds to the categories, as chosen posters do.
    const put = await s.client.inject({
      method: 'PUT',
      url: `/api/projects/${s.id}/screens/${created.json().id}`,
      payload: { name: '오전 세션', roster: { categories: ['Physics'], session_ids: [morning.id] } },
    });
    expect(put.statusCode, put.body).toBe(200);
    const both = await kiosk.inject({ url: `/api/projects/${s.id}/kiosk/posters` });
    expect(both.json().items.map((p: { id: number }) => p.id)).toEqual([s.bio.id, s.phys.id, late.id]);

    // Another project's session is no choice here, on create and on change; nothing is written.
    const other = await w.freshProject();
    const theirs = await fx.makePosterSession(w.t.db, other.id);
    const refused = await s.create({ name: 'Elsewhere', roster: { session_ids: [theirs.id] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_CHOICE', field: 'roster.session_ids' });
    const changed = await s.client.inject({
      method: 'PUT',
      url: `/api/projects/${s.id}/screens/${created.json().id}`,
      payload: { name: 'Changed', roster: { session_ids: [morning.id, theirs.id] } },
    });
    expect(changed.json()).toMatchObject({ code: 'INVALID_CHOICE', field: 'roster.session_ids' });
    const after = await fx.storedRow(w.t.db, 'screens', created.json().id);
    expect(after.name).toBe('오전 세션');
    expect(JSON.parse(after.roster)).toEqual({ categories: ['Physics'], session_ids: [morning.id] });
    const names = await w.t.db.selectFrom('screens').select('name').where('project_id', '=', s.id).execute();
    expect(names.map((r) => r.name)).toEqual(['오전 세션']);

    // Bad ids are a 400 with a code, never a 500.
    for (const session_ids of [['x'], [0], 'nope']) {
      const bad = await s.create({ name: 'Bad', roster: { session_ids } });
      expect(bad.statusCode, JSON.stringify(session_ids)).toBe(400);
      expect(bad.json().code).toEqual(expect.any(String));
    }
  });

  it("revoking or deleting a screen ends its kiosks' sessions at once and refuses its old link", async () => {
    const s = await setup();
    const a = (await s.create({ name: 'A' })).json();
    const b = (await s.create({ name: 'B' })).json();
    const ka = clientFrom(w.t.app, await s.pair(tokenOf(a.url)));
    const kb = clientFrom(w.t.app, await s.pair(tokenOf(b.url)));

    const revoked = await s.client.inject({
      method: 'POST',
      url: `/api/projects/${s.id}/screens/${a.id}/revoke`,
    });
    expect(revoked.json().url).not.toBe(a.url);
    expect((await ka.inject({ url: `/api/projects/${s.id}/kiosk/posters` })).statusCode).toBe(401);
    const old = await s.pair(tokenOf(a.url));
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('LINK_INVALID');
    expect((await s.pair(tokenOf(revoked.json().url))).statusCode).toBe(200);

    await s.client.inject({ method: 'DELETE', url: `/api/projects/${s.id}/screens/${b.id}` });
    expect((await kb.inject({ url: `/api/projects/${s.id}/kiosk/posters` })).statusCode).toBe(401);
    expect((await s.pair(tokenOf(b.url))).json().code).toBe('LINK_INVALID');
  });

  it('a bad token or another project’s token is 400 LINK_INVALID (the page translates the code)', async () => {
    const s = await setup();
    const other = await setup();
    const { url } = (await other.create({ name: 'Elsewhere' })).json();
    for (const token of ['nonsense', tokenOf(url)]) {
      const res = await s.pair(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('LINK_INVALID');
    }
    const empty = await s.pair('');
    expect(empty.statusCode).toBe(400);
  });
});
