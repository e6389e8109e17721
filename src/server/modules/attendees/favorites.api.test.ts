import { beforeAll, describe, expect, it } from 'vitest';
import * as fx from '@server/test/fixture-rows';
import { useTestApp, type Client } from '@server/test/test-app';
import { makeQuestion } from './attendees.test-kit';

// A participant's favourites: starring is idempotent, the list is theirs alone, another project's poster is not
// found, and deleting a poster or a participant takes their stars and questions with it.
const t = useTestApp();
let project: Awaited<ReturnType<typeof fx.makeProject>>;
let posters: { id: number }[];
let other: { id: number };
beforeAll(async () => {
  project = await fx.makeProject(t.db, { name: '한국생물학회 2026' });
  posters = [];
  for (const title of ['첫째', '둘째', '셋째', '넷째'])
    posters.push(await fx.makePoster(t.db, project.id, { title }));
  const b = await fx.makeProject(t.db);
  other = await fx.makePoster(t.db, b.id);
});

const favorite = (c: Client, posterId: number, method: 'PUT' | 'DELETE') =>
  c.inject({ method, url: `/api/projects/${project.id}/posters/${posterId}/favorite` });
const list = async (c: Client) => {
  const res = await c.inject({ url: `/api/projects/${project.id}/favorites` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { posters: { id: number; title: string }[] }).posters;
};

describe('favourites', () => {
  it('stars posters once each, in the order starred, and unstars them, twice changing nothing', async () => {
    const me = await fx.makeParticipant(t.db, project.id);
    const c = await fx.sessionFor(t.app, 'user', me.id, project.id);
    for (const p of [posters[2]!, posters[0]!, posters[1]!, posters[0]!]) {
      expect((await favorite(c, p.id, 'PUT')).statusCode).toBe(200);
    }
    expect((await list(c)).map((p) => p.title)).toEqual(['셋째', '첫째', '둘째']);
    const both = await Promise.all([favorite(c, posters[3]!.id, 'PUT'), favorite(c, posters[3]!.id, 'PUT')]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await fx.rowsWhere(t.db, 'favorites', 'participant_id', me.id)).toHaveLength(4);
    const gone = await favorite(c, posters[0]!.id, 'DELETE');
    expect(gone.statusCode).toBe(200);
    expect(gone.json().posters.map((p: { title: string }) => p.title)).toEqual(['셋째', '둘째', '넷째']);
    expect((await favorite(c, posters[0]!.id, 'DELETE')).statusCode).toBe(200);
    // Someone else's list is their own.
    const you = await fx.makeParticipant(t.db, project.id);
    expect(await list(await fx.sessionFor(t.app, 'user', you.id, project.id))).toEqual([]);
  });

  it('carries each poster its board and its session (name, date, time window, area), or none', async () => {
    const afternoon = await fx.makePosterSession(t.db, project.id, {
      name: '오후 세션',
      date: '2026-12-03',
      starts_at: '14:00',
      ends_at: '15:30',
      area: 'B홀',
    });
    const placed = await fx.makePoster(t.db, project.id, { title: '보드 있는', board: 'B-07' });
    await t.db.updateTable('posters').set({ session_id: afternoon.id }).where('id', '=', placed.id).execute();
    const me = await fx.makeParticipant(t.db, project.id);
    const c = await fx.sessionFor(t.app, 'user', me.id, project.id);
    await favorite(c, placed.id, 'PUT');
    const starred = await favorite(c, posters[1]!.id, 'PUT');
    expect(starred.json().posters).toEqual(await list(c));
    const [withSession, without] = await list(c);
    expect(withSession).toMatchObject({
      id: placed.id,
      title: '보드 있는',
      board: 'B-07',
      session: {
        id: afternoon.id,
        name: '오후 세션',
        date: '2026-12-03',
        starts_at: '14:00',
        ends_at: '15:30',
        area: 'B홀',
      },
    });
    expect(without).toMatchObject({ id: posters[1]!.id, board: null, session: null });
  });

  it("answers 404 NOT_FOUND for another project's poster and one that does not exist", async () => {
    const me = await fx.makeParticipant(t.db, project.id);
    const c = await fx.sessionFor(t.app, 'user', me.id, project.id);
    for (const id of [other.id, 2_000_000_000]) {
      const res = await favorite(c, id, 'PUT');
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await favorite(c, 0, 'PUT')).statusCode).toBe(400);
  });

  it("deleting a poster or a participant removes their stars and questions (the project's copy/delete cascade)", async () => {
    const poster = await fx.makePoster(t.db, project.id, { title: '사라질 포스터' });
    const me = await fx.makeParticipant(t.db, project.id);
    const c = await fx.sessionFor(t.app, 'user', me.id, project.id);
    await favorite(c, poster.id, 'PUT');
    await favorite(c, posters[0]!.id, 'PUT');
    await makeQuestion(t.db, project.id, poster.id, me.id);
    await makeQuestion(t.db, project.id, posters[0]!.id, me.id);
    await t.db.deleteFrom('posters').where('id', '=', poster.id).execute();
    expect(await fx.rowsWhere(t.db, 'favorites', 'poster_id', poster.id)).toEqual([]);
    expect(await fx.rowsWhere(t.db, 'poster_questions', 'poster_id', poster.id)).toEqual([]);
    expect(await fx.rowsWhere(t.db, 'favorites', 'participant_id', me.id)).toHaveLength(1);
    await t.db.deleteFrom('participants').where('id', '=', me.id).execute();
    expect(await fx.rowsWhere(t.db, 'favorites', 'participant_id', me.id)).toEqual([]);
    expect(await fx.rowsWhere(t.db, 'poster_questions', 'participant_id', me.id)).toEqual([]);
  });
});
