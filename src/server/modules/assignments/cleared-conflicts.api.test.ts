import { describe, expect, it } from 'vitest';
import * as fx from '@server/test/fixture-rows';
import { useTestApp } from '@server/test/test-app';
import { plannedConference } from './conflicts.test-kit';

/**
 * The organiser clears (disputes) a conflict, declared or guessed from a shared affiliation, with a reason kept in
 * the audit log; and a judge's declaration raced against another, or against their own evaluation.
 */

const t = useTestApp();
const ROUNDS = 12;

type Conflict = { judge_id: number; poster_id: number; source: string };

describe('POST /projects/:projectId/conflicts/clear', () => {
  it('a declared conflict: gone from the list, the reason in the audit log, the pair assignable again', async () => {
    const c = await plannedConference(t);
    const poster = c.posters[0]!;
    const { judgeId, client } = await c.declareOn(poster.id);
    const pair = { judge_id: judgeId, poster_id: poster.id };
    const clear = (payload: object) =>
      c.organiser.inject({ method: 'POST', url: `${c.api}/conflicts/clear`, payload });
    const blank = await clear({ ...pair, reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'reason' });

    const res = await clear({ ...pair, reason: 'The student moved labs last year' });
    expect(res.json()).toEqual({ status: 'ok' });
    expect(await c.conflicts()).not.toContainEqual(expect.objectContaining(pair));
    const [entry] = await t.db
      .selectFrom('audit_events')
      .select(['kind', 'detail', 'actor_kind'])
      .where('project_id', '=', c.project.id)
      .where('kind', '=', 'conflict.cleared')
      .execute();
    expect(entry!.actor_kind).toBe('admin');
    expect(JSON.parse(entry!.detail)).toMatchObject({
      source: 'declared',
      reason: 'my_student',
      cleared_reason: 'The student moved labs last year',
    });
    const again = await clear({ ...pair, reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NO_CONFLICT');
    const assigned = await c.organiser.inject({
      method: 'POST',
      url: `${c.api}/assignments/bulk`,
      payload: { judge_id: judgeId, poster_ids: [poster.id] },
    });
    expect(assigned.statusCode).toBe(201);
    // Declared again, it is in force again.
    expect((await c.declare(client, poster.id)).statusCode).toBe(201);
    expect(await c.conflicts()).toContainEqual(expect.objectContaining({ ...pair, source: 'declared' }));
  });

  it('a shared affiliation: listed as guessed, and once cleared the plan may pair them', async () => {
    const c = await plannedConference(t, 2, 1, 1);
    const poster = await fx.makePoster(t.db, c.project.id, { affiliation: 'Lab 0', title: 'Lab 0 poster' });
    const judge = c.judges[0]!;
    const pair = { judge_id: judge.id, poster_id: poster.id };
    expect(await c.conflicts()).toContainEqual(
      expect.objectContaining({ ...pair, id: null, source: 'affiliation', poster_title: 'Lab 0 poster' }),
    );
    const refused = await c.organiser.inject({
      method: 'POST',
      url: `${c.api}/assignments/bulk`,
      payload: { judge_id: judge.id, poster_ids: [poster.id] },
    });
    expect(refused.json().code).toBe('CONFLICT_OF_INTEREST');
    const res = await c.organiser.inject({
      method: 'POST',
      url: `${c.api}/conflicts/clear`,
      payload: { ...pair, reason: 'Different departments' },
    });
    expect(res.statusCode).toBe(200);
    expect((await c.conflicts()).filter((x: Conflict) => x.source === 'affiliation')).toEqual([]);
    const plan = await c.organiser.inject({
      method: 'POST',
      url: `${c.api}/assignments/plan`,
      payload: { judges_per_poster: 2 },
    });
    expect(plan.json().assignments).toContainEqual(pair);
  });

  it('a pair with no conflict is 409 NO_CONFLICT; a judge or poster of another project is 404', async () => {
    const c = await plannedConference(t, 2, 1, 1);
    const other = await fx.makeAssignedPoster(t.db);
    const clear = (judge_id: number, poster_id: number) =>
      c.organiser.inject({
        method: 'POST',
        url: `${c.api}/conflicts/clear`,
        payload: { judge_id, poster_id, reason: 'x' },
      });
    expect((await clear(c.judges[0]!.id, c.posters[0]!.id)).json().code).toBe('NO_CONFLICT');
    expect((await clear(other.judge.id, c.posters[0]!.id)).statusCode).toBe(404);
    expect((await clear(c.judges[0]!.id, other.poster.id)).statusCode).toBe(404);
  });
});

describe(`a declaration raced, ${ROUNDS} rounds each`, () => {
  it('twice at once: one is declared, the other 409, one row and no assignment left', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const c = await plannedConference(t, 2, 1, 1);
      const poster = c.posters[0]!;
      const { judgeId, client } = await c.judgeOn(poster.id);
      const answers = await Promise.all([c.declare(client, poster.id), c.declare(client, poster.id)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('CONFLICT_ALREADY_DECLARED');
      const rows = await t.db.selectFrom('conflicts').select('id').where('judge_id', '=', judgeId).execute();
      expect(rows).toHaveLength(1);
      expect(await c.assigned()).toEqual([]);
    }
  });

  it('against the same judge sending the evaluation: either the scores stay assigned, or the poster leaves unscored', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const c = await plannedConference(t, 2, 1, 1);
      const poster = c.posters[0]!;
      const criterion = await fx.makeCriterion(t.db, c.project.id, { max_score: 10 });
      const { judgeId, client } = await c.judgeOn(poster.id);
      const [declared, sent] = await Promise.all([
        c.declare(client, poster.id),
        client.inject({
          method: 'PUT',
          url: `${c.api}/judge/posters/${poster.id}/evaluation`,
          payload: { scores: [{ criterion_id: criterion.id, score: 6 }], comment: 'Raced' },
        }),
      ]);
      const evaluations = await t.db
        .selectFrom('evaluations')
        .select('id')
        .where('judge_id', '=', judgeId)
        .execute();
      const assigned = await c.assigned();
      if (declared.statusCode === 201) {
        expect(sent.statusCode, sent.body).toBe(403);
        expect(evaluations).toEqual([]);
        expect(assigned).toEqual([]);
      } else {
        expect(declared.json().code).toBe('EVALUATION_SENT');
        expect(sent.statusCode).toBe(200);
        expect(evaluations).toHaveLength(1);
        expect(assigned).toEqual([{ judge_id: judgeId, poster_id: poster.id }]);
      }
    }
  });
});
