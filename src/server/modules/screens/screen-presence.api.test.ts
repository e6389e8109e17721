// Screens online, last seen, never seen (docs/decisions/071-poster-day-finishing.md): pairing and the kiosk's
// heartbeat keep `last_seen_at` (at most one write a minute), the organiser reads `online`, and a screen that
// comes online is announced on the organiser's live stream.
import { describe, expect, it } from 'vitest';
import * as fx from '@server/test/fixture-rows';
import { anonymousOf, clientFrom, useTestApp, type Client } from '@server/test/test-app';
import { useEventStreams } from '@server/test/event-stream';

const t = useTestApp();
const listen = useEventStreams(t);

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** A project, its organiser and one registered screen (not paired yet). */
async function hall() {
  const project = await fx.makeProject(t.db);
  const admin = await fx.makeAdmin(t.db, { projectIds: [project.id] });
  const organiser = await fx.sessionFor(t.app, 'admin', admin.id);
  const api = `/api/projects/${project.id}`;
  const q = `?admin_id=${admin.id}`;
  const made = await organiser.inject({
    method: 'POST',
    url: `${api}/screens${q}`,
    payload: { name: '로비 스크린', roster: {} },
  });
  expect(made.statusCode, made.body).toBe(200);
  const screen = made.json() as { id: number; url: string };
  const read = async () => {
    const res = await organiser.inject({ url: `${api}/screens${q}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: { id: number; online: boolean; last_seen_at: string | null }[] })
      .items[0]!;
  };
  const stored = async () => (await fx.storedRow(t.db, 'screens', screen.id)).last_seen_at;
  const setSeen = (at: string | null) =>
    t.db.updateTable('screens').set({ last_seen_at: at }).where('id', '=', screen.id).execute();
  return { project, admin, organiser, api, q, screen, read, stored, setSeen };
}

async function pair(projectId: number, url: string): Promise<Client> {
  const res = await anonymousOf(t).inject({
    method: 'POST',
    url: `/api/projects/${projectId}/kiosk/access`,
    payload: { token: url.split('/').pop() },
  });
  expect(res.statusCode, res.body).toBe(200);
  return clientFrom(t.app, res);
}

const beat = (kiosk: Client, api: string) => kiosk.inject({ method: 'POST', url: `${api}/kiosk/heartbeat` });

describe('a screen online, last seen, never seen', () => {
  it('never paired: never seen and not online; paired: online at once', async () => {
    const h = await hall();
    expect(await h.read()).toMatchObject({ id: h.screen.id, online: false, last_seen_at: null });
    const before = new Date().toISOString();
    await pair(h.project.id, h.screen.url);
    const now = await h.read();
    expect(now.online).toBe(true);
    expect(now.last_seen_at! >= before).toBe(true);
  });

  it('the heartbeat keeps it online, written at most once a minute', async () => {
    const h = await hall();
    const kiosk = await pair(h.project.id, h.screen.url);
    // Seen 30 s ago: a beat writes nothing.
    const recent = ago(30_000);
    await h.setSeen(recent);
    const res = await beat(kiosk, h.api);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(await h.stored()).toBe(recent);
    // Seen 61 s ago: the beat writes the time now.
    await h.setSeen(ago(61_000));
    const before = new Date().toISOString();
    expect((await beat(kiosk, h.api)).statusCode).toBe(200);
    expect((await h.stored())! >= before).toBe(true);
    expect((await h.read()).online).toBe(true);
  });

  it('silent past three minutes: last seen, not online; a beat brings it back', async () => {
    const h = await hall();
    const kiosk = await pair(h.project.id, h.screen.url);
    const silent = ago(4 * 60_000);
    await h.setSeen(silent);
    expect(await h.read()).toMatchObject({ online: false, last_seen_at: silent });
    expect((await beat(kiosk, h.api)).statusCode).toBe(200);
    expect((await h.read()).online).toBe(true);
  });

  it('a replaced link signs the kiosk out: not online though just seen, and its heartbeat is refused', async () => {
    const h = await hall();
    const kiosk = await pair(h.project.id, h.screen.url);
    const revoked = await h.organiser.inject({
      method: 'POST',
      url: `${h.api}/screens/${h.screen.id}/revoke${h.q}`,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ online: false, last_seen_at: expect.any(String) });
    const res = await beat(kiosk, h.api);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
  });

  it("tells the organiser's live stream when a screen comes online, not at every beat", async () => {
    const h = await hall();
    const s = await listen(`${h.api}/events${h.q}`, h.organiser.cookie);
    expect(s.status).toBe(200);
    await s.next((m) => m.event === 'ready');
    const kiosk = await pair(h.project.id, h.screen.url);
    const change = async () => JSON.parse((await s.next((m) => m.event === 'change')).data) as unknown;
    expect(await change()).toMatchObject({ kind: 'screen.online' });
    // Written again a minute on, while online: no event; the screen's edit after it is the next one heard.
    await h.setSeen(ago(61_000));
    expect((await beat(kiosk, h.api)).statusCode).toBe(200);
    const edit = await h.organiser.inject({
      method: 'PUT',
      url: `${h.api}/screens/${h.screen.id}${h.q}`,
      payload: { name: '로비 스크린 2', roster: {} },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await change()).toMatchObject({ kind: 'screen.updated' });
    // Back after a silence: announced again.
    await h.setSeen(ago(10 * 60_000));
    expect((await beat(kiosk, h.api)).statusCode).toBe(200);
    expect(await change()).toMatchObject({ kind: 'screen.online' });
  });
});
