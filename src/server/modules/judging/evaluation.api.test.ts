import { describe, expect, it } from 'vitest';
import { useTestApp } from '@server/test/test-app';
import * as fx from '@server/test/fixture-rows';
import { evaluationCalls } from './evaluation.test-kit';
import { useJudgingWorld } from './world.test-kit';

/** PUT /projects/:projectId/judge/posters/:posterId/evaluation: the judge scores an assigned poster. */

const t = useTestApp();
const w = useJudgingWorld(t);
const { put, scored, good, storedEvaluations, statusOf } = evaluationCalls(t, w);

describe('PUT /projects/:projectId/judge/posters/:posterId/evaluation', () => {
  it('stores the evaluation, its scores and completes the assignment in one go', async () => {
    const res = await put(w.posters.A.id, good());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      poster_id: w.posters.A.id,
      judge_id: w.judge.id,
      scores: scored({ science: 5, design: 7 }),
      comment: 'Strong methods, clear poster.',
      total: 12,
    });
    expect(body.created_at).toBe(body.updated_at);
    const { evaluations, scores } = await storedEvaluations(w.posters.A.id);
    expect(evaluations).toHaveLength(1);
    expect(evaluations[0]).toMatchObject({
      id: body.id,
      project_id: w.project.id,
      judge_id: w.judge.id,
      comment: 'Strong methods, clear poster.',
    });
    expect(scores).toEqual(
      [
        { evaluation_id: body.id, criterion_id: w.criteria.design.id, score: 7 },
        { evaluation_id: body.id, criterion_id: w.criteria.science.id, score: 5 },
      ].sort((a, b) => a.criterion_id - b.criterion_id),
    );
    expect(await statusOf(w.assignments.A.id)).toBe('completed');
    const cards = (await w.as.judge.inject({ url: `/api/projects/${w.project.id}/judge/posters` })).json();
    expect(cards.find((c: { poster_id: number }) => c.poster_id === w.posters.A.id).evaluated).toBe(true);
    const progress = (
      await w.as.judge.inject({ url: `/api/projects/${w.project.id}/judge/progress` })
    ).json();
    expect(progress).toEqual({ completed: 1, total_assigned: 3, progress_percentage: 33.3 });
  });

  it('replaces the evaluation on resubmission: still one row, new scores and comment, same created_at', async () => {
    const first = (await storedEvaluations(w.posters.A.id)).evaluations[0]!;
    const res = await put(w.posters.A.id, {
      scores: scored({ science: 0, design: 10 }),
      comment: 'Changed my mind.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: first.id,
      total: 10,
      comment: 'Changed my mind.',
      created_at: first.created_at,
    });
    const { evaluations, scores } = await storedEvaluations(w.posters.A.id);
    expect(evaluations).toHaveLength(1);
    expect(evaluations[0]!.comment).toBe('Changed my mind.');
    expect(evaluations[0]!.updated_at >= first.updated_at).toBe(true);
    expect(new Map(scores.map((s) => [s.criterion_id, s.score]))).toEqual(
      new Map([
        [w.criteria.design.id, 10],
        [w.criteria.science.id, 0],
      ]),
    );
    expect(await statusOf(w.assignments.A.id)).toBe('completed');
  });

  it('50 identical submissions at once all answer 200 and leave exactly one evaluation with the right scores', async () => {
    const payload = good();
    const results = await Promise.all(Array.from({ length: 50 }, () => put(w.posters.B.id, payload)));
    const failures = results.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.body}`);
    expect(failures).toEqual([]);
    const ids = new Set(results.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    const { evaluations, scores } = await storedEvaluations(w.posters.B.id);
    expect(evaluations).toHaveLength(1);
    expect(evaluations[0]!.id).toBe([...ids][0]);
    expect(scores.map((s) => [s.criterion_id, s.score])).toEqual(
      [
        [w.criteria.design.id, 7],
        [w.criteria.science.id, 5],
      ].sort((a, b) => a[0]! - b[0]!),
    );
    expect(await statusOf(w.assignments.B.id)).toBe('completed');
  });

  it('keeps a score on a criterion deactivated later, but neither answers nor counts it', async () => {
    const { project, judge, poster } = await fx.makeAssignedPoster(t.db);
    const a = await t.db
      .insertInto('criteria')
      .values({
        project_id: project.id,
        name: 'Kept',
        max_score: 10,
        order_number: 1,
        description: null,
        is_active: 1,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const b = await t.db
      .insertInto('criteria')
      .values({
        project_id: project.id,
        name: 'Dropped',
        max_score: 10,
        order_number: 2,
        description: null,
        is_active: 1,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const c = await fx.sessionFor(t.app, 'judge', judge.id, project.id);
    const to = `/api/projects/${project.id}/judge/posters/${poster.id}/evaluation`;
    expect(
      (
        await c.inject({
          method: 'PUT',
          url: to,
          payload: {
            scores: [
              { criterion_id: a.id, score: 3 },
              { criterion_id: b.id, score: 9 },
            ],
            comment: 'ok',
          },
        })
      ).statusCode,
    ).toBe(200);
    await t.db.updateTable('criteria').set({ is_active: 0 }).where('id', '=', b.id).execute();
    const res = await c.inject({
      method: 'PUT',
      url: to,
      payload: { scores: [{ criterion_id: a.id, score: 4 }], comment: 'again' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ scores: [{ criterion_id: a.id, score: 4 }], total: 4 });
    const { scores } = await storedEvaluations(poster.id);
    expect(new Map(scores.map((s) => [s.criterion_id, s.score]))).toEqual(
      new Map([
        [a.id, 4],
        [b.id, 9],
      ]),
    );
    // The results count only active criteria.
    const admin = await fx.adminClient(t.app, { superAdmin: true });
    const results = (await admin.inject({ url: `/api/projects/${project.id}/results` })).json();
    expect(results.find((r: { poster_id: number }) => r.poster_id === poster.id)).toMatchObject({
      average_score: 4,
    });
    const view = (await c.inject({ url: `/api/projects/${project.id}/judge/posters/${poster.id}` })).json();
    expect(view.criteria.map((x: { id: number }) => x.id)).toEqual([a.id]);
    expect(view.evaluation).toMatchObject({ scores: [{ criterion_id: a.id, score: 4 }], total: 4 });
  });
});

describe('what a judge reads after changes (nothing kept goes stale)', () => {
  it('the list, the poster view and progress follow a submission and an organiser’s edit at once', async () => {
    const list = async () =>
      (await w.as.judge.inject({ url: `/api/projects/${w.project.id}/judge/posters` })).json() as {
        poster_id: number;
        title: string;
        evaluated: boolean;
      }[];
    // A poster of its own, newly assigned to the judge: nothing before this test has evaluated it.
    const poster = await fx.makePoster(t.db, w.project.id, { title: 'Fresh poster' });
    await fx.makeAssignment(t.db, w.project.id, w.judge.id, poster.id);
    const view = async () =>
      (
        await w.as.judge.inject({ url: `/api/projects/${w.project.id}/judge/posters/${poster.id}` })
      ).json() as { poster: { title: string }; evaluation: { comment: string } | null };
    // Read twice so that anything kept is kept.
    await list();
    const before = await list();
    expect(before.find((c) => c.poster_id === poster.id)?.evaluated).toBe(false);
    expect((await view()).evaluation).toBeNull();

    expect((await put(poster.id, { ...good(), comment: 'Kept nothing stale' })).statusCode).toBe(200);
    expect((await list()).find((c) => c.poster_id === poster.id)?.evaluated).toBe(true);
    expect((await view()).evaluation?.comment).toBe('Kept nothing stale');

    const edited = await w.as.admin.inject({
      method: 'PUT',
      url: `/api/projects/${w.project.id}/posters/${poster.id}`,
      payload: { title: 'A title the organiser just fixed' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await list()).find((c) => c.poster_id === poster.id)?.title).toBe(
      'A title the organiser just fixed',
    );
    expect((await view()).poster.title).toBe('A title the organiser just fixed');
  });
});
