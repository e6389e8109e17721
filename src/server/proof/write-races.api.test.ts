import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { useSuperAdminWorld } from '../test/super-admin-world';
import * as fx from '../test/fixture-rows';

/**
 * A judge's evaluation raced against the organiser's changes that its checks rely on (docs/decisions/016):
 * lowering a criterion's max, removing the assignment, deactivating a criterion. Each round sends both requests
 * at once, or the organiser's a few milliseconds later, and the stored rows are checked for the bad states
 * afterwards: whichever request wins, no row may break the rule the other one checked.
 */
const ROUNDS = 50;
/** Rounds 0-9 start both at once; later rounds start the organiser's request 1-4 ms after the judge's. */
const stagger = (round: number) => (round < 10 ? 0 : 1 + (round % 4));

const { t, superAdmin } = useSuperAdminWorld();

async function judgedPoster() {
  const { project, judge, poster, assignment } = await fx.makeAssignedPoster(t.db);
  const kept = await fx.makeCriterion(t.db, project.id, { max_score: 10, order_number: 1 });
  const raced = await fx.makeCriterion(t.db, project.id, { max_score: 10, order_number: 2 });
  const judgeClient = await fx.sessionFor(t.app, 'judge', judge.id, project.id);
  const submit = (score: number) =>
    judgeClient.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/judge/posters/${poster.id}/evaluation`,
      payload: {
        scores: [
          { criterion_id: kept.id, score: 3 },
          { criterion_id: raced.id, score },
        ],
        comment: 'Raced',
      },
    });
  /** The organiser's edit of the raced criterion. */
  const editRaced = (payload: object) =>
    superAdmin.client.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/evaluation-criteria/${raced.id}`,
      payload,
    });
  return { project, judge, poster, assignment, kept, raced, judgeClient, submit, editRaced };
}

/** Both requests, the organiser's `stagger` ms after the judge's; neither may answer 5xx. */
async function race<T extends { statusCode: number; body: string }>(
  round: number,
  judgeCall: () => Promise<T>,
  organiserCall: () => Promise<T>,
): Promise<[T, T]> {
  const answers = await Promise.all([
    judgeCall(),
    (async () => {
      const ms = stagger(round);
      if (ms > 0) await delay(ms);
      return organiserCall();
    })(),
  ]);
  for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
  return answers;
}

describe(`an evaluation raced against the organiser, ${ROUNDS} rounds each`, () => {
  it('lowering a max: no stored score is ever above its criterion max', async () => {
    let bad = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const w = await judgedPoster();
      const [submitted, lowered] = await race(
        round,
        () => w.submit(9),
        () => w.editRaced({ max_score: 5 }),
      );
      // Exactly one of the two can win: a 9 stored means the max stays 10, a max of 5 means no 9 was stored.
      expect([submitted.statusCode, lowered.statusCode].filter((s) => s === 200)).toHaveLength(1);
      const over = await t.db
        .selectFrom('evaluation_scores as s')
        .innerJoin('criteria as c', 'c.id', 's.criterion_id')
        .select(['s.score', 'c.max_score'])
        .where('c.project_id', '=', w.project.id)
        .whereRef('s.score', '>', 'c.max_score')
        .execute();
      bad += over.length;
    }
    expect(bad).toBe(0);
  });

  it('removing the assignment: no evaluation outlives its assignment, nor counts in the results', async () => {
    let bad = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const w = await judgedPoster();
      const [, removed] = await race(
        round,
        () => w.submit(7),
        () =>
          superAdmin.client.inject({
            method: 'DELETE',
            url: `/api/projects/${w.project.id}/assignments/${w.assignment.id}`,
          }),
      );
      expect(removed.statusCode).toBe(200);
      const orphans = await t.db
        .selectFrom('evaluations as e')
        .leftJoin('assignments as a', (j) =>
          j.onRef('a.judge_id', '=', 'e.judge_id').onRef('a.poster_id', '=', 'e.poster_id'),
        )
        .select('e.id')
        .where('e.project_id', '=', w.project.id)
        .where('a.id', 'is', null)
        .execute();
      const results = (
        await superAdmin.client.inject({ url: `/api/projects/${w.project.id}/results` })
      ).json();
      bad += orphans.length + results.length;
      // Assigned again, the pair starts afresh: no evaluation comes back.
      await fx.makeAssignment(t.db, w.project.id, w.judge.id, w.poster.id);
      const view = (
        await w.judgeClient.inject({ url: `/api/projects/${w.project.id}/judge/posters/${w.poster.id}` })
      ).json();
      if (view.evaluation !== null) bad++;
    }
    expect(bad).toBe(0);
  });

  it("deactivating a criterion: the results always equal the judge's own total on the active criteria", async () => {
    let bad = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const w = await judgedPoster();
      const [submitted] = await race(
        round,
        () => w.submit(7),
        () => w.editRaced({ is_active: false }),
      );
      const view = (
        await w.judgeClient.inject({ url: `/api/projects/${w.project.id}/judge/posters/${w.poster.id}` })
      ).json();
      const results = (
        await superAdmin.client.inject({ url: `/api/projects/${w.project.id}/results` })
      ).json();
      if (submitted.statusCode === 200) {
        // Stored before or after the deactivation, only the kept criterion's 3 counts now, everywhere.
        if (view.evaluation?.total !== 3 || results[0]?.average_score !== 3) bad++;
      } else if (results.length !== 0 || view.evaluation !== null) bad++;
    }
    expect(bad).toBe(0);
  });
});
