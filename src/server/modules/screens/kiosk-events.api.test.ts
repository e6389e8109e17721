// The kiosk's live stream (docs/decisions/057-kiosk-offline-and-live.md): the kiosk of the project hears "roster"
// after a poster is approved, sent back, edited or deleted and after its screen is edited; nobody else may listen.
import { describe, expect, it } from 'vitest';
import * as fx from '@server/test/fixture-rows';
import { png } from '@server/test/fixture-files';
import { multipart } from '@server/proof/upload-files.test-kit';
import { anonymousOf, clientFrom, useTestApp, type Client } from '@server/test/test-app';
import { useEventStreams, type EventStream } from '@server/test/event-stream';
import { makeScreen } from './screen.test-kit';

// Heartbeats every 50 ms here, so a revoked kiosk's stream ends without waiting 25 s.
const t = useTestApp({ liveHeartbeatMs: 50 });
const listen = useEventStreams(t);

/** A project with its organiser, a judge, two approved posters, one waiting, and a kiosk paired with a screen. */
async function hall() {
  const project = await fx.makeProject(t.db);
  const admin = await fx.makeAdmin(t.db, { projectIds: [project.id] });
  const organiser = await fx.sessionFor(t.app, 'admin', admin.id);
  const judge = await fx.makeJudge(t.db, project.id);
  const [shown, other, waiting] = [
    await fx.makePoster(t.db, project.id, { title: 'Shown' }),
    await fx.makePoster(t.db, project.id, { title: 'Other' }),
    await fx.makePoster(t.db, project.id, { title: 'Waiting' }),
  ];
  await fx.makeSubmission(t.db, project.id, shown.id, { status: 'approved' });
  await fx.makeSubmission(t.db, project.id, other.id, { status: 'approved' });
  await fx.makeSubmission(t.db, project.id, waiting.id, { status: 'submitted' });
  const screen = await makeScreen(t.db, project.id);
  const kiosk = await pair(project.id, screen.token);
  const api = `/api/projects/${project.id}`;
  return { project, admin, organiser, judge, shown, other, waiting, screen, kiosk, api };
}

async function pair(projectId: number, token: string): Promise<Client> {
  const res = await anonymousOf(t).inject({
    method: 'POST',
    url: `/api/projects/${projectId}/kiosk/access`,
    payload: { token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return clientFrom(t.app, res);
}

/** The next `change`, which for a kiosk says only that the roster may have changed. */
async function nextChange(s: EventStream) {
  return JSON.parse((await s.next((m) => m.event === 'change')).data) as unknown;
}

describe('GET /projects/{id}/kiosk/events', () => {
  it('tells the kiosk "roster" after an approval, a send-back, a poster edit or delete and a screen edit', async () => {
    const h = await hall();
    const s = await listen(`${h.api}/kiosk/events`, h.kiosk.cookie);
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await s.next((m) => m.event === 'ready');

    const approve = await h.organiser.inject({
      method: 'PUT',
      url: `${h.api}/posters/${h.waiting.id}/submission?admin_id=${h.admin.id}`,
      payload: { status: 'approved' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(await nextChange(s)).toEqual({ kind: 'roster' });
    // What the kiosk fetches then has the newly approved poster.
    const roster = await h.kiosk.inject({ url: `${h.api}/kiosk/posters` });
    expect(roster.json().items.map((p: { title: string }) => p.title)).toEqual(['Shown', 'Other', 'Waiting']);

    const sendBack = await h.organiser.inject({
      method: 'PUT',
      url: `${h.api}/posters/${h.waiting.id}/submission?admin_id=${h.admin.id}`,
      payload: { status: 'needs_fix', note: 'Larger font, please' },
    });
    expect(sendBack.statusCode, sendBack.body).toBe(200);
    expect(await nextChange(s)).toEqual({ kind: 'roster' });

    const edit = await h.organiser.inject({
      method: 'PUT',
      url: `${h.api}/posters/${h.shown.id}?admin_id=${h.admin.id}`,
      payload: { title: 'Shown, renamed' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await nextChange(s)).toEqual({ kind: 'roster' });

    const screen = await h.organiser.inject({
      method: 'PUT',
      url: `${h.api}/screens/${h.screen.id}?admin_id=${h.admin.id}`,
      payload: { name: 'Lobby', roster: { poster_ids: [h.shown.id] } },
    });
    expect(screen.statusCode, screen.body).toBe(200);
    expect(await nextChange(s)).toEqual({ kind: 'roster' });

    const del = await h.organiser.inject({
      method: 'DELETE',
      url: `${h.api}/posters/${h.other.id}?admin_id=${h.admin.id}`,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await nextChange(s)).toEqual({ kind: 'roster' });
    const after = await h.kiosk.inject({ url: `${h.api}/kiosk/posters` });
    expect(after.json().items.map((p: { title: string }) => p.title)).toEqual(['Shown, renamed']);
  });

  it('tells the kiosk "roster" after boards are numbered, the hall plan or its boards change, a session goes', async () => {
    const h = await hall();
    const s = await listen(`${h.api}/kiosk/events`, h.kiosk.cookie);
    await s.next((m) => m.event === 'ready');
    const q = `?admin_id=${h.admin.id}`;
    const roster = async () => (await h.kiosk.inject({ url: `${h.api}/kiosk/posters` })).json();

    const numbered = await h.organiser.inject({
      method: 'POST',
      url: `${h.api}/boards/numbering${q}`,
      payload: { pattern: { prefix: 'K', per_session: false, width: 2 }, apply: true },
    });
    expect(numbered.statusCode, numbered.body).toBe(200);
    expect(await nextChange(s)).toEqual({ kind: 'roster' });
    const boards = (await roster()).items.map((p: { board: string }) => p.board);
    expect(boards).toEqual(['K01', 'K02']);

    const plan = await h.organiser.inject({
      method: 'PUT',
      url: `${h.api}/hall-map/plan${q}`,
      ...multipart({ filename: 'plan.png', content: png(400, 200) }),
    });
    expect(plan.statusCode, plan.body).toBe(200);
    expect(await nextChange(s)).toEqual({ kind: 'roster' });
    expect((await roster()).hall_map).toMatchObject({ plan: { width: 400, height: 200 }, positions: [] });

    const placed = await h.organiser.inject({
      method: 'PUT',
      url: `${h.api}/hall-map/positions${q}`,
      payload: { positions: [{ board: 'K01', x: 0.25, y: 0.5 }] },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await nextChange(s)).toEqual({ kind: 'roster' });
    expect((await roster()).hall_map.positions).toEqual([{ board: 'K01', x: 0.25, y: 0.5 }]);

    // A screen showing one session: its posters leave the screen with the session.
    const session = await h.organiser.inject({
      method: 'POST',
      url: `${h.api}/sessions${q}`,
      payload: { name: 'P1', date: '2026-11-29', starts_at: '09:00', ends_at: '10:00' },
    });
    expect(session.statusCode, session.body).toBe(201);
    const sessionId = session.json().id as number;
    await h.organiser.inject({
      method: 'PUT',
      url: `${h.api}/posters/${h.shown.id}${q}`,
      payload: { session_id: sessionId },
    });
    await h.organiser.inject({
      method: 'PUT',
      url: `${h.api}/screens/${h.screen.id}${q}`,
      payload: { name: 'Session P1', roster: { session_ids: [sessionId] } },
    });
    expect((await roster()).items.map((p: { title: string }) => p.title)).toEqual(['Shown']);
    await s.next((m) => m.event === 'change');
    await s.next((m) => m.event === 'change');
    const gone = await h.organiser.inject({ method: 'DELETE', url: `${h.api}/sessions/${sessionId}${q}` });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await nextChange(s)).toEqual({ kind: 'roster' });
    expect((await roster()).items).toEqual([]);
  });

  it("refuses nobody's session, a judge, the organiser and another project's kiosk; bad ids are 400", async () => {
    const h = await hall();
    const other = await hall();
    const judge = await fx.sessionFor(t.app, 'judge', h.judge.id, h.project.id);
    const inject = (c: Client, url = `${h.api}/kiosk/events`) => c.inject({ url });
    expect((await inject(anonymousOf(t))).statusCode).toBe(401);
    for (const c of [judge, h.organiser, other.kiosk]) {
      const res = await inject(c);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const bad = await inject(h.kiosk, '/api/projects/abc/kiosk/events');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
  });

  it('ends the stream of a kiosk whose screen is revoked', async () => {
    const h = await hall();
    const s = await listen(`${h.api}/kiosk/events`, h.kiosk.cookie);
    await s.next((m) => m.event === 'ready');
    const revoke = await h.organiser.inject({
      method: 'POST',
      url: `${h.api}/screens/${h.screen.id}/revoke?admin_id=${h.admin.id}`,
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(await nextChange(s)).toEqual({ kind: 'roster' });
    await s.ended;
    expect((await h.kiosk.inject({ url: `${h.api}/kiosk/posters` })).statusCode).toBe(401);
  });
});
