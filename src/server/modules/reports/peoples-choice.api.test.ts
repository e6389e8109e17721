// The people's choice: participants vote while the organiser has opened it and judging is open.
import { describe, expect, it } from 'vitest';
import { useProjectAdminWorld } from '@server/test/project-admin-world';
import * as fx from '@server/test/fixture-rows';
import type { Client } from '@server/test/test-app';

const w = useProjectAdminWorld();

async function votingProject(votes = 2) {
  const p = await w.freshProject();
  const posters = [];
  for (const title of ['Alpha', 'Beta', 'Gamma', 'Delta'])
    posters.push(await fx.makePoster(w.t.db, p.id, { title }));
  const user = await fx.makeParticipant(w.t.db, p.id);
  const other = await fx.makeParticipant(w.t.db, p.id);
  const settings = (payload: object) =>
    p.client.inject({ method: 'PUT', url: `/api/projects/${p.id}/results/settings`, payload });
  const open = await settings({ peoples_choice: { enabled: true, votes_per_participant: votes } });
  expect(open.statusCode, open.body).toBe(200);
  return {
    ...p,
    posters,
    settings,
    participant: await fx.sessionFor(w.t.app, 'user', user.id, p.id),
    otherParticipant: await fx.sessionFor(w.t.app, 'user', other.id, p.id),
    userId: user.id,
  };
}

const vote = (c: Client, projectId: number, posterId: number, method: 'PUT' | 'DELETE' = 'PUT') =>
  c.inject({ method, url: `/api/projects/${projectId}/posters/${posterId}/vote` });

describe("the people's choice vote", () => {
  it('takes up to N votes, one per poster; the N+1th is 409 VOTE_LIMIT until one is withdrawn', async () => {
    const v = await votingProject(2);
    const [a, b, c] = v.posters;
    const first = await vote(v.participant, v.id, a!.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      enabled: true,
      open: true,
      votes_per_participant: 2,
      poster_ids: [a!.id],
    });
    // Voting again for the same poster changes nothing.
    expect((await vote(v.participant, v.id, a!.id)).json().poster_ids).toEqual([a!.id]);
    expect((await vote(v.participant, v.id, b!.id)).json().poster_ids).toEqual([a!.id, b!.id]);
    const third = await vote(v.participant, v.id, c!.id);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'VOTE_LIMIT', detail: expect.stringContaining('2') });
    const withdrawn = await vote(v.participant, v.id, a!.id, 'DELETE');
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().poster_ids).toEqual([b!.id]);
    expect((await vote(v.participant, v.id, c!.id)).statusCode).toBe(200);
    const stored = await w.t.db
      .selectFrom('votes')
      .select('poster_id')
      .where('participant_id', '=', v.userId)
      .orderBy('poster_id')
      .execute();
    expect(stored.map((r) => r.poster_id)).toEqual([b!.id, c!.id]);
    const me = await v.participant.inject({ url: `/api/projects/${v.id}/peoples-choice/me` });
    expect(me.json()).toEqual({
      enabled: true,
      open: true,
      votes_per_participant: 2,
      poster_ids: [b!.id, c!.id],
    });
  });

  it("ranks posters by votes on their own (ties share the rank); the judges' ranking is untouched", async () => {
    const v = await votingProject(3);
    const [a, b, c, d] = v.posters;
    for (const p of [a, b, c]) await vote(v.participant, v.id, p!.id);
    for (const p of [b, c]) await vote(v.otherParticipant, v.id, p!.id);
    const res = await v.client.inject({ url: `/api/projects/${v.id}/results/peoples-choice` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { poster_id: b!.id, poster_number: b!.number, title: 'Beta', votes: 2, rank: 1 },
      { poster_id: c!.id, poster_number: c!.number, title: 'Gamma', votes: 2, rank: 1 },
      { poster_id: a!.id, poster_number: a!.number, title: 'Alpha', votes: 1, rank: 3 },
      { poster_id: d!.id, poster_number: d!.number, title: 'Delta', votes: 0, rank: 4 },
    ]);
    expect((await v.client.inject({ url: `/api/projects/${v.id}/results` })).json()).toEqual([]);
  });

  it('is 409 VOTING_CLOSED when the organiser has not opened it, and when judging is not open', async () => {
    const v = await votingProject(3);
    const [a, b] = v.posters;
    expect((await vote(v.participant, v.id, a!.id)).statusCode).toBe(200);
    await v.settings({ peoples_choice: { enabled: false } });
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await vote(v.participant, v.id, b!.id, method);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'VOTING_CLOSED', detail: expect.any(String) });
    }
    const me = await v.participant.inject({ url: `/api/projects/${v.id}/peoples-choice/me` });
    expect(me.json()).toMatchObject({ enabled: false, open: false, poster_ids: [a!.id] });

    await v.settings({ peoples_choice: { enabled: true } });
    for (const phase of ['closed', 'published', 'setup'] as const) {
      await w.t.db.updateTable('projects').set({ phase }).where('id', '=', v.id).execute();
      const res = await vote(v.participant, v.id, b!.id);
      expect(res.statusCode, phase).toBe(409);
      expect(res.json().code).toBe('VOTING_CLOSED');
      expect((await vote(v.participant, v.id, a!.id, 'DELETE')).json().code).toBe('VOTING_CLOSED');
    }
    // A closing time that has passed closes the vote with judging.
    await w.t.db
      .updateTable('projects')
      .set({ phase: 'open', judging_closes_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', v.id)
      .execute();
    expect((await vote(v.participant, v.id, b!.id)).json().code).toBe('VOTING_CLOSED');
    const votes = await w.t.db
      .selectFrom('votes')
      .select('poster_id')
      .where('project_id', '=', v.id)
      .execute();
    expect(votes.map((r) => r.poster_id)).toEqual([a!.id]);
  });

  it('is 404 for a poster of another project or none, 400 for a bad id, 403 for judges and admins', async () => {
    const v = await votingProject(3);
    const foreign = await fx.makePoster(w.t.db, w.otherProjectId);
    for (const id of [foreign.id, 2_000_000_000]) {
      const res = await vote(v.participant, v.id, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const bad = await v.participant.inject({ method: 'PUT', url: `/api/projects/${v.id}/posters/abc/vote` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', detail: expect.stringContaining('id') });
    const judge = await fx.makeJudge(w.t.db, v.id);
    for (const c of [await fx.sessionFor(w.t.app, 'judge', judge.id, v.id), v.client, w.participantClient]) {
      const res = await vote(c, v.id, v.posters[0]!.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect(await w.t.db.selectFrom('votes').selectAll().where('project_id', '=', v.id).execute()).toEqual([]);
  });

  it('the ranking is for admins only', async () => {
    await w.expectRefused({ method: 'GET', url: `/api/projects/${w.projectId}/results/peoples-choice` });
  });
});
