import { describe, expect, it } from 'vitest';
import * as fx from '@server/test/fixture-rows';
import { useProjectAdminWorld } from '@server/test/project-admin-world';

/** The organiser's poster sessions and the posters' sessions and boards (docs/decisions/051-poster-sessions.md). */
const w = useProjectAdminWorld();
const sessionsUrl = (pid: number) => `/api/projects/${pid}/sessions`;

describe('poster sessions', () => {
  it('creates, lists, edits and deletes a session; its posters stay without it', async () => {
    const p = await w.freshProject();
    const created = await p.client.inject({
      method: 'POST',
      url: sessionsUrl(p.id),
      payload: { name: 'A', date: '2026-05-14', starts_at: '10:00', ends_at: '11:30', area: '1층 홀 B' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const session = created.json();
    expect(session).toEqual({
      id: expect.any(Number),
      project_id: p.id,
      name: 'A',
      date: '2026-05-14',
      starts_at: '10:00',
      ends_at: '11:30',
      area: '1층 홀 B',
      posters: 0,
      version: 1,
    });
    const poster = await fx.makePoster(w.t.db, p.id);
    const put = await p.client.inject({
      method: 'PUT',
      url: `/api/projects/${p.id}/posters/${poster.id}`,
      payload: { session_id: session.id, board: 'A-01' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      session_id: session.id,
      board: 'A-01',
      session: { id: session.id, name: 'A', date: '2026-05-14', starts_at: '10:00', ends_at: '11:30' },
    });

    const edited = await p.client.inject({
      method: 'PUT',
      url: `${sessionsUrl(p.id)}/${session.id}`,
      payload: { ends_at: '12:00', version: 1 },
    });
    expect(edited.json()).toMatchObject({ ends_at: '12:00', posters: 1, version: 2 });
    const stale = await p.client.inject({
      method: 'PUT',
      url: `${sessionsUrl(p.id)}/${session.id}`,
      payload: { area: 'C', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('EDIT_CONFLICT');

    const list = await p.client.inject({ url: sessionsUrl(p.id) });
    expect(list.json().map((s: { name: string }) => s.name)).toEqual(['A']);
    // Judges and participants of the project read the sessions too.
    expect((await w.judgeClient.inject({ url: sessionsUrl(w.projectId) })).statusCode).toBe(200);

    const del = await p.client.inject({ method: 'DELETE', url: `${sessionsUrl(p.id)}/${session.id}` });
    expect(del.json()).toEqual({ status: 'ok' });
    expect(await fx.storedRow(w.t.db, 'posters', poster.id)).toMatchObject({
      session_id: null,
      board: 'A-01',
    });
    const audit = await fx.auditEvents(w.t.db, p.id);
    expect(audit.map((a) => a.kind)).toEqual(
      expect.arrayContaining(['session.created', 'session.updated', 'session.deleted']),
    );
  });

  it('refuses an end before the start, bad times and dates, a name twice, with a code', async () => {
    const p = await w.freshProject();
    const post = (payload: object) => p.client.inject({ method: 'POST', url: sessionsUrl(p.id), payload });
    const ok = { name: 'B', date: '2026-05-14', starts_at: '13:00', ends_at: '14:00' };
    const reversed = await post({ ...ok, ends_at: '12:59' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ code: 'TIMES_REVERSED', field: 'ends_at' });
    const same = await post({ ...ok, ends_at: '13:00' });
    expect(same.json().code).toBe('TIMES_REVERSED');
    for (const bad of [{ starts_at: '25:00' }, { date: '2026-13-40' }, { name: '' }, { starts_at: 7 }]) {
      const res = await post({ ...ok, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
    }
    expect((await post(ok)).statusCode).toBe(201);
    const twice = await post(ok);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'SESSION_NAME_TAKEN', params: { name: 'B' } });
    // An edit that moves the start past the stored end is refused too.
    const id = (await p.client.inject({ url: sessionsUrl(p.id) })).json()[0].id;
    const later = await p.client.inject({
      method: 'PUT',
      url: `${sessionsUrl(p.id)}/${id}`,
      payload: { starts_at: '15:00' },
    });
    expect(later.json().code).toBe('TIMES_REVERSED');
  });

  it("refuses another project's session on a poster, and judges and participants writing sessions", async () => {
    const p = await w.freshProject();
    const other = await fx.makePosterSession(w.t.db, w.otherProjectId);
    const poster = await fx.makePoster(w.t.db, p.id);
    const res = await p.client.inject({
      method: 'PUT',
      url: `/api/projects/${p.id}/posters/${poster.id}`,
      payload: { session_id: other.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_CHOICE', field: 'session_id' });
    for (const client of [w.judgeClient, w.participantClient]) {
      const post = await client.inject({
        method: 'POST',
        url: sessionsUrl(w.projectId),
        payload: { name: 'X', date: '2026-05-14', starts_at: '10:00', ends_at: '11:00' },
      });
      expect(post.statusCode).toBe(403);
    }
  });
});

describe('boards', () => {
  it('are unique per project: of two edits racing for one board exactly one wins, in every round', async () => {
    const p = await w.freshProject();
    for (let round = 0; round < 4; round++) {
      const posters = [];
      for (let i = 0; i < 3; i++) posters.push(await fx.makePoster(w.t.db, p.id));
      const board = `R-${round}`;
      const answers = await Promise.all(
        posters.map((poster) =>
          p.client.inject({
            method: 'PUT',
            url: `/api/projects/${p.id}/posters/${poster.id}`,
            payload: { board },
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 409, 409]);
      for (const a of answers.filter((x) => x.statusCode === 409))
        expect(a.json()).toMatchObject({ code: 'BOARD_TAKEN', field: 'board' });
      const holders = await fx.rowsWhere(w.t.db, 'posters', 'board', board);
      expect(holders).toHaveLength(1);
    }
    // Another project may use the same board.
    const elsewhere = await fx.makePoster(w.t.db, w.otherProjectId, { board: 'R-0' });
    expect(elsewhere.board).toBe('R-0');
  });
});
