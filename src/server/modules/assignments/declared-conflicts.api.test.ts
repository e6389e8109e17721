import { describe, expect, it } from 'vitest';
import * as fx from '@server/test/fixture-rows';
import { anonymous, useTestApp } from '@server/test/test-app';
import { plannedConference } from './conflicts.test-kit';

/** A judge declares a conflict with an assigned poster, or abstains: the poster leaves their list. */

const t = useTestApp();

type Card = { poster_id: number };
type Conflict = { judge_id: number; poster_id: number; source: string; reason: string | null };

describe('POST /projects/:projectId/judge/posters/:posterId/conflict', () => {
  it('removes the assignment, leaves the list, and the organiser sees it declared with its reason', async () => {
    const c = await plannedConference(t);
    const poster = c.posters[1]!;
    const { judgeId, client } = await c.judgeOn(poster.id);
    const res = await c.declare(client, poster.id, { reason: 'co_author', note: '  We wrote it together  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      poster_id: poster.id,
      reason: 'co_author',
      note: 'We wrote it together',
    });

    const list = await client.inject({ method: 'GET', url: `${c.api}/judge/posters` });
    expect(list.json().map((p: Card) => p.poster_id)).not.toContain(poster.id);
    expect(
      (await c.assigned()).filter((a) => a.poster_id === poster.id).map((a) => a.judge_id),
    ).not.toContain(judgeId);
    const declared = (await c.conflicts()).filter((x: Conflict) => x.source === 'declared');
    expect(declared).toEqual([
      expect.objectContaining({
        judge_id: judgeId,
        poster_id: poster.id,
        reason: 'co_author',
        note: 'We wrote it together',
        judge_name: c.judges.find((j) => j.id === judgeId)!.full_name,
        poster_title: 'Poster 1',
      }),
    ]);
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['kind', 'judge_id', 'poster_id', 'actor_kind'])
      .where('project_id', '=', c.project.id)
      .where('kind', '=', 'conflict.declared')
      .execute();
    expect(audit).toEqual([
      { kind: 'conflict.declared', judge_id: judgeId, poster_id: poster.id, actor_kind: 'judge' },
    ]);

    const again = await c.declare(client, poster.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT_ALREADY_DECLARED');
  });

  it('abstaining is a declared conflict with the reason abstain', async () => {
    const c = await plannedConference(t);
    const poster = c.posters[0]!;
    const { judgeId, client } = await c.judgeOn(poster.id);
    const res = await client.inject({
      method: 'POST',
      url: `${c.api}/judge/posters/${poster.id}/abstain`,
      payload: {},
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ poster_id: poster.id, reason: 'abstain', note: null });
    expect(await c.conflicts()).toContainEqual(
      expect.objectContaining({
        judge_id: judgeId,
        poster_id: poster.id,
        source: 'declared',
        reason: 'abstain',
      }),
    );
  });

  it('refuses once the evaluation is sent (409 EVALUATION_SENT) and keeps the assignment and the scores', async () => {
    const c = await plannedConference(t);
    const poster = c.posters[2]!;
    const { judgeId, client } = await c.judgeOn(poster.id);
    const criterion = await fx.makeCriterion(t.db, c.project.id, { max_score: 10 });
    await fx.makeEvaluation(t.db, c.project.id, judgeId, poster.id, [[criterion.id, 8]]);
    const res = await c.declare(client, poster.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EVALUATION_SENT' });
    expect(await c.assigned()).toContainEqual({ judge_id: judgeId, poster_id: poster.id });
    expect((await c.conflicts()).filter((x: Conflict) => x.source === 'declared')).toEqual([]);
  });

  it('the plan offers a replacement that keeps every poster at two judges and the loads even', async () => {
    const c = await plannedConference(t, 4, 4, 2);
    const poster = c.posters[3]!;
    const { judgeId, client } = await c.judgeOn(poster.id);
    await c.declare(client, poster.id, { reason: 'same_lab' });
    const [declared] = (await c.conflicts()).filter((x: Conflict) => x.source === 'declared');
    const onPoster = (await c.assigned()).filter((a) => a.poster_id === poster.id).map((a) => a.judge_id);
    expect(declared.replacement).toEqual({ judge_id: expect.any(Number), judge_name: expect.any(String) });
    expect([judgeId, ...onPoster]).not.toContain(declared.replacement.judge_id);

    const assign = await c.organiser.inject({
      method: 'POST',
      url: `${c.api}/assignments/bulk`,
      payload: { judge_id: declared.replacement.judge_id, poster_ids: [poster.id] },
    });
    expect(assign.statusCode).toBe(201);
    const pairs = await c.assigned();
    for (const p of c.posters) expect(pairs.filter((a) => a.poster_id === p.id)).toHaveLength(2);
    const loads = c.judges.map((j) => pairs.filter((a) => a.judge_id === j.id).length).sort();
    // Eight pairs over four judges: the declaring judge has one, the replacement three at most.
    expect(loads[0]).toBe(1);
    expect(loads.at(-1)).toBeLessThanOrEqual(3);
    expect((await c.conflicts()).find((x: Conflict) => x.source === 'declared').replacement).toBeNull();
  });

  it('refuses another judge of the project (403), the organiser (403), a judge of another project (403) and no session (401)', async () => {
    const c = await plannedConference(t, 3, 1, 2);
    const poster = c.posters[0]!;
    const onIt = (await c.assigned()).map((a) => a.judge_id);
    const notOnIt = c.judges.find((j) => !onIt.includes(j.id))!;
    const other = await fx.makeAssignedPoster(t.db);
    const otherJudge = await fx.sessionFor(t.app, 'judge', other.judge.id, other.project.id);
    const cases = [
      [c.clients.get(notOnIt.id)!, 403, 'This poster is not assigned to you'],
      [c.organiser, 403, 'Only a judge of this project'],
      [otherJudge, 403, 'You are not a judge of this project'],
      [anonymous(t.app), 401, ''],
    ] as const;
    for (const [client, status, detail] of cases) {
      const res = await c.declare(client, poster.id);
      expect(res.statusCode).toBe(status);
      expect(res.json().detail).toContain(detail);
    }
    expect((await c.assigned()).filter((a) => a.poster_id === poster.id)).toHaveLength(2);
    // Another project's poster in this project's path: 404.
    const { client } = await c.judgeOn(poster.id);
    expect((await c.declare(client, other.poster.id)).statusCode).toBe(404);
  });

  it('bad input is a 400 with a code: a reason not in the list, none, a note too long', async () => {
    const c = await plannedConference(t, 2, 1, 1);
    const { client } = await c.judgeOn(c.posters[0]!.id);
    const posterId = c.posters[0]!.id;
    const bad = [
      [{ reason: 'bored' }, 'reason'],
      [{}, 'reason'],
      [{ reason: 'other', note: 'x'.repeat(501) }, 'note'],
      [{ reason: 'other', note: 7 }, 'note'],
    ] as const;
    for (const [payload, field] of bad) {
      const res = await c.declare(client, posterId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), field });
    }
    const abstain = await client.inject({
      method: 'POST',
      url: `${c.api}/judge/posters/${posterId}/abstain`,
      payload: { note: ['not', 'text'] },
    });
    expect(abstain.statusCode).toBe(400);
    expect(await c.assigned()).toHaveLength(1);
  });
});
