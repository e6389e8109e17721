import { describe, expect, it } from 'vitest';
import * as fx from '@server/test/fixture-rows';
import { useEventStreams } from '@server/test/event-stream';
import { useTestApp, type Client } from '@server/test/test-app';
import { signInPresenter } from '../presenters/presenter-link.test-kit';

/** Board numbering and presenters' presence (docs/decisions/051-poster-sessions.md). */
const t = useTestApp();
const openStream = useEventStreams(t);

const signIn = (projectId: number, posterId: number): Promise<Client> =>
  signInPresenter(t, projectId, posterId, { presenter_name: null });

async function hall() {
  const project = await fx.makeProject(t.db);
  const admin = await fx.makeAdmin(t.db, { projectIds: [project.id] });
  const organiser = await fx.sessionFor(t.app, 'admin', admin.id);
  const a = await fx.makePosterSession(t.db, project.id, { name: 'A', starts_at: '10:00' });
  const b = await fx.makePosterSession(t.db, project.id, { name: 'B', starts_at: '13:00' });
  // Kim's posters are 1, 3 and 5 (two in A, one in B); Lee's 2 and 4; Park's 6 has no session.
  const spec: Array<[string, number | null]> = [
    ['Kim, Lee', a.id],
    ['Lee', a.id],
    ['kim ', a.id],
    ['Lee; Choi', a.id],
    ['Kim', b.id],
    ['Park', null],
  ];
  const posters = [];
  for (const [author, session] of spec) {
    const p = await fx.makePoster(t.db, project.id, { author });
    await t.db.updateTable('posters').set({ session_id: session }).where('id', '=', p.id).execute();
    posters.push(p);
  }
  const numbering = (apply: boolean, pattern: object = { prefix: '', per_session: true, width: 2 }) =>
    organiser.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/boards/numbering?admin_id=${admin.id}`,
      payload: { pattern, apply },
    });
  return { project, admin, organiser, posters, numbering };
}

const boardsOf = async (projectId: number) =>
  (
    await t.db
      .selectFrom('posters')
      .select(['number', 'board'])
      .where('project_id', '=', projectId)
      .orderBy('number')
      .execute()
  ).map((r) => r.board);

describe('board numbering', () => {
  it("keeps one author's posters adjacent per session, previews without writing and is idempotent", async () => {
    const h = await hall();
    const preview = await h.numbering(false);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().applied).toBe(false);
    // In A: Kim (1, 3), then Lee (2, 4); in B: Kim (5); without a session: Park (6).
    expect(preview.json().items.map((i: { new_board: string }) => i.new_board)).toEqual([
      'A-01',
      'A-03',
      'A-02',
      'A-04',
      'B-01',
      '01',
    ]);
    expect(await boardsOf(h.project.id)).toEqual([null, null, null, null, null, null]);

    const applied = await h.numbering(true);
    expect(applied.json()).toMatchObject({ applied: true, changed: 6 });
    expect(await boardsOf(h.project.id)).toEqual(['A-01', 'A-03', 'A-02', 'A-04', 'B-01', '01']);
    const again = await h.numbering(true);
    expect(again.json()).toMatchObject({ applied: true, changed: 0 });
    const after = await h.numbering(false);
    expect(after.json().items.every((i: { changed: boolean }) => !i.changed)).toBe(true);
    expect(await boardsOf(h.project.id)).toEqual(['A-01', 'A-03', 'A-02', 'A-04', 'B-01', '01']);

    // Through the project, with a prefix: the boards swap places under the unique index in one transaction.
    const through = await h.numbering(true, { prefix: 'P', per_session: false, width: 3 });
    expect(through.json().changed).toBe(6);
    expect(await boardsOf(h.project.id)).toEqual(['P001', 'P003', 'P002', 'P004', 'P005', 'P006']);
  });

  it('refuses a bad pattern with a code', async () => {
    const h = await hall();
    for (const pattern of [{ width: 9 }, { prefix: 'x'.repeat(30) }, 'A-{seq}']) {
      const res = await h.numbering(false, pattern as object);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
    }
  });
});

describe("the presenter's presence", () => {
  it("moves the judge's card and the board list, live, and is kept with its time", async () => {
    const h = await hall();
    const poster = h.posters[0]!;
    const judge = await fx.makeJudge(t.db, h.project.id);
    await fx.makeAssignment(t.db, h.project.id, judge.id, poster.id);
    const judgeClient = await fx.sessionFor(t.app, 'judge', judge.id, h.project.id);
    const card = async () =>
      (await judgeClient.inject({ url: `/api/projects/${h.project.id}/judge/posters` })).json()[0];
    expect(await card()).toMatchObject({ presenter_presence: null, session: { name: 'A' } });

    const stream = await openStream(`/api/projects/${h.project.id}/judge/events`, judgeClient.cookie);
    expect(stream.status).toBe(200);
    await stream.next((m) => m.event === 'ready');

    const presenter = await signIn(h.project.id, poster.id);
    const put = await presenter.inject({
      method: 'PUT',
      url: `/api/projects/${h.project.id}/presenter/presence`,
      payload: { state: 'present' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ poster_id: poster.id, state: 'present', session: { name: 'A' } });
    const event = await stream.next((m) => m.event === 'change');
    expect(JSON.parse(event.data)).toEqual({ kind: 'presence', poster_id: poster.id, judge_id: null });
    expect(await card()).toMatchObject({ presenter_presence: 'present' });

    await presenter.inject({
      method: 'PUT',
      url: `/api/projects/${h.project.id}/presenter/presence`,
      payload: { state: 'away' },
    });
    expect(await card()).toMatchObject({ presenter_presence: 'away' });
    const boards = await h.organiser.inject({
      url: `/api/projects/${h.project.id}/boards?admin_id=${h.admin.id}`,
    });
    expect(boards.json()[0]).toMatchObject({ poster_id: poster.id, presenter_presence: 'away' });
    const history = await t.db
      .selectFrom('presence_changes')
      .select(['state', 'at'])
      .where('poster_id', '=', poster.id)
      .orderBy('id')
      .execute();
    expect(history.map((r) => r.state)).toEqual(['present', 'away']);
    expect(history.every((r) => !Number.isNaN(Date.parse(r.at)))).toBe(true);
  });

  it("refuses a bad state, and a presenter in another project's path; acts only on their own poster", async () => {
    const h = await hall();
    const other = await hall();
    const presenter = await signIn(h.project.id, h.posters[1]!.id);
    const bad = await presenter.inject({
      method: 'PUT',
      url: `/api/projects/${h.project.id}/presenter/presence`,
      payload: { state: 'here' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toEqual(expect.any(String));
    const elsewhere = await presenter.inject({
      method: 'PUT',
      url: `/api/projects/${other.project.id}/presenter/presence`,
      payload: { state: 'present' },
    });
    expect(elsewhere.statusCode).toBe(403);
    const mine = await presenter.inject({
      method: 'PUT',
      url: `/api/projects/${h.project.id}/presenter/presence`,
      payload: { state: 'left' },
    });
    expect(mine.json()).toMatchObject({ poster_id: h.posters[1]!.id, state: 'left' });
    const rows = await t.db.selectFrom('presence_changes').select('poster_id').execute();
    expect(rows.filter((r) => r.poster_id === h.posters[0]!.id)).toHaveLength(0);
    expect(rows.some((r) => other.posters.some((p) => p.id === r.poster_id))).toBe(false);
  });
});
