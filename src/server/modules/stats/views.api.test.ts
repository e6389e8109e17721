import { beforeAll, describe, expect, it } from 'vitest';
import * as fx from '@server/test/fixture-rows';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import { anonymous, clientFrom, type Client } from '@server/test/test-app';
import { makeScreen } from '../screens/screen.test-kit';
import { presenterClient } from '../submissions/uploads.test-kit';
import { recordView, sweepViewMarks } from './views.service';
import { newViewer } from './viewers.test-kit';
import { linkSecret } from '../presenters/link-secret';

// Recording a poster's views (decision 056): who counts and through which channel, once per session, poster and
// hour, readers by link only while the project allows them, and nothing stored that names the viewer.
const w = useProjectAdminWorld();
const HOUR = 3_600_000;
let kiosk: Client;

beforeAll(async () => {
  const screen = await makeScreen(w.t.db, w.projectId);
  const res = await anonymous(w.t.app).inject({
    method: 'POST',
    url: `/api/projects/${w.projectId}/kiosk/access`,
    payload: { token: screen.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  kiosk = clientFrom(w.t.app, res);
});

const view = (c: Client, posterId: number, payload: object, projectId = w.projectId) =>
  c.inject({ method: 'POST', url: `/api/projects/${projectId}/posters/${posterId}/views`, payload });
async function counted(c: Client, posterId: number, payload: object = { channel: 'gallery' }) {
  const res = await view(c, posterId, payload);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { counted: boolean }).counted;
}
const countsOf = (posterId: number) =>
  w.t.db
    .selectFrom('poster_view_counts')
    .select(['channel', 'views', 'handoffs'])
    .where('poster_id', '=', posterId)
    .orderBy('channel')
    .execute();
const publicLinks = (on: boolean) =>
  w.projectAdmin.inject({
    method: 'PUT',
    url: w.withAdmin(`/api/projects/${w.projectId}/submission-settings`),
    payload: { public_links: on },
  });

describe('recording views', () => {
  it('counts a participant once an hour per poster, through the channel their page names', async () => {
    const [a, b] = [await fx.makePoster(w.t.db, w.projectId), await fx.makePoster(w.t.db, w.projectId)];
    expect(await counted(w.participantClient, a.id, { channel: 'phone' })).toBe(true);
    expect(await counted(w.participantClient, a.id, { channel: 'phone' })).toBe(false);
    expect(await counted(w.participantClient, a.id, { channel: 'gallery' })).toBe(false);
    expect(await counted(w.participantClient, b.id, { channel: 'gallery' })).toBe(true);
    // Another session of the same participant is another session: the rule is per session.
    const again = await newViewer(w.t.app, w.projectId);
    expect(await counted(again, a.id, { channel: 'gallery' })).toBe(true);
    expect(await countsOf(a.id)).toEqual([
      { channel: 'gallery', views: 1, handoffs: 0 },
      { channel: 'phone', views: 1, handoffs: 0 },
    ]);
    // What is kept of who looked: a keyed hash and an hour, nothing a session or an account could be read from.
    const marks = await w.t.db.selectFrom('poster_view_marks').selectAll().execute();
    const sessions = await w.t.db.selectFrom('sessions').select('id').execute();
    expect(Object.keys(marks[0]!).sort()).toEqual(['hour', 'key']);
    for (const m of marks) expect(sessions.map((s) => s.id)).not.toContain(m.key);
  });

  it('counts judges and kiosks (always as kiosk), not the organiser or presenters', async () => {
    const p = await fx.makePoster(w.t.db, w.projectId);
    expect(await counted(w.judgeClient, p.id, { channel: 'phone' })).toBe(true);
    expect(await counted(kiosk, p.id, { channel: 'kiosk' })).toBe(true);
    const other = await fx.makePoster(w.t.db, w.projectId);
    expect(await counted(kiosk, other.id, { channel: 'gallery' })).toBe(true);
    expect(await counted(w.projectAdmin, p.id)).toBe(false);
    expect(await counted(w.superAdmin, p.id)).toBe(false);
    expect(await counted(await presenterClient(w.t.app, p.id, w.projectId), p.id)).toBe(false);
    expect(await countsOf(p.id)).toEqual([
      { channel: 'kiosk', views: 1, handoffs: 0 },
      { channel: 'phone', views: 1, handoffs: 0 },
    ]);
    expect(await countsOf(other.id)).toEqual([{ channel: 'kiosk', views: 1, handoffs: 0 }]);
  });

  it('only a kiosk names the kiosk channel: anyone else is 400 INVALID_CHOICE', async () => {
    const p = await fx.makePoster(w.t.db, w.projectId);
    for (const c of [w.participantClient, w.judgeClient, w.projectAdmin, anonymous(w.t.app)]) {
      const res = await view(c, p.id, { channel: 'kiosk' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_CHOICE', field: 'channel' });
    }
    expect(await countsOf(p.id)).toEqual([]);
  });

  it('counts a visitor by link only while the project allows reading by link, as qr, hand-offs apart', async () => {
    const p = await fx.makePoster(w.t.db, w.projectId);
    const stranger = anonymous(w.t.app);
    expect((await publicLinks(false)).statusCode).toBe(200);
    const off = await view(stranger, p.id, { channel: 'qr' });
    expect(off.json()).toEqual({ counted: false });
    expect(off.headers['set-cookie']).toBeUndefined();
    expect((await publicLinks(true)).statusCode).toBe(200);
    const first = await view(stranger, p.id, { channel: 'qr', from: 'kiosk' });
    expect(first.json()).toEqual({ counted: true });
    expect(String(first.headers['set-cookie'])).toMatch(
      /^pv=[A-Za-z0-9_-]{22}; Path=\/api; HttpOnly; SameSite=Lax$/,
    );
    // The same browser session again: not counted; another browser, and another project's participant (a
    // stranger here), each once.
    const visitor = clientFrom(w.t.app, first);
    expect(await counted(visitor, p.id, { channel: 'qr', from: 'kiosk' })).toBe(false);
    expect(await counted(stranger, p.id, { channel: 'gallery' })).toBe(true);
    const elsewhere = await newViewer(w.t.app, w.otherProjectId);
    expect(await counted(elsewhere, p.id, { channel: 'qr' })).toBe(true);
    // A participant arriving from a kiosk's code while logged in is a hand-off too.
    expect(await counted(w.participantClient, p.id, { channel: 'qr', from: 'kiosk' })).toBe(true);
    expect(await countsOf(p.id)).toEqual([{ channel: 'qr', views: 4, handoffs: 2 }]);
    // A token the server did not make is no token: that caller gets one of its own.
    const forged = await view(anonymous(w.t.app), p.id, { channel: 'qr' });
    expect(forged.json()).toEqual({ counted: true });
    await publicLinks(false);
  });

  it("answers 404 for another project's poster or none, 400 for bad input, 403 on an inactive project", async () => {
    const b = await fx.makePoster(w.t.db, w.otherProjectId);
    for (const id of [b.id, 2_000_000_000]) {
      const res = await view(w.participantClient, id, { channel: 'gallery' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const p = await fx.makePoster(w.t.db, w.projectId);
    for (const payload of [
      {},
      { channel: 'tv' },
      { channel: 'qr', from: 'home' },
      { channel: 'qr', who: 1 },
    ]) {
      const res = await view(w.participantClient, p.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await view(w.participantClient, 0, { channel: 'gallery' })).statusCode).toBe(400);
    const closed = await fx.makeProject(w.t.db, { is_active: 0 });
    const q = await fx.makePoster(w.t.db, closed.id);
    const res = await view(anonymous(w.t.app), q.id, { channel: 'qr' }, closed.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PROJECT_INACTIVE');
    expect(await countsOf(p.id)).toEqual([]);
  });

  it('counts the same session again the next hour, and sweeps the marks of past hours', async () => {
    const p = await fx.makePoster(w.t.db, w.projectId);
    const secret = linkSecret(w.t.config);
    const judge = {
      principal: {
        kind: 'judge',
        id: 1,
        username: 'j',
        projectId: w.projectId,
        projectActive: true,
        sessionId: 's1',
      } as const,
      visitor: undefined,
    };
    const at = Date.UTC(2026, 10, 28, 23, 30);
    const record = (now: number) =>
      recordView(w.t.db, secret, w.projectId, p.id, judge, { channel: 'phone' }, now);
    expect(await record(at)).toEqual({ counted: true });
    expect(await record(at + 20 * 60_000)).toEqual({ counted: false });
    expect(await record(at + HOUR)).toEqual({ counted: true });
    const rows = await w.t.db
      .selectFrom('poster_view_counts')
      .select(['day', 'views'])
      .where('poster_id', '=', p.id)
      .orderBy('day')
      .execute();
    expect(rows).toEqual([
      { day: '2026-11-28', views: 1 },
      { day: '2026-11-29', views: 1 },
    ]);
    const hour = (t: number) => Math.floor(t / HOUR);
    const before = await w.t.db.selectFrom('poster_view_marks').select('hour').execute();
    expect(before.map((m) => m.hour)).toEqual(expect.arrayContaining([hour(at), hour(at + HOUR)]));
    await sweepViewMarks(w.t.db, at + HOUR);
    const after = await w.t.db.selectFrom('poster_view_marks').select('hour').execute();
    expect(after.every((m) => m.hour >= hour(at + HOUR))).toBe(true);
    expect(after.map((m) => m.hour)).toContain(hour(at + HOUR));
  });

  it('counts one view when the same open arrives many times at once (several rounds)', async () => {
    for (let round = 0; round < 4; round++) {
      const p = await fx.makePoster(w.t.db, w.projectId);
      const me = await newViewer(w.t.app, w.projectId);
      const all = await Promise.all(Array.from({ length: 12 }, () => view(me, p.id, { channel: 'phone' })));
      expect(all.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
      expect(all.filter((r) => r.json().counted === true)).toHaveLength(1);
      expect(await countsOf(p.id)).toEqual([{ channel: 'phone', views: 1, handoffs: 0 }]);
    }
  });
});
