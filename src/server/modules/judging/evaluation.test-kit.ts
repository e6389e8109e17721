// The calls and stored reads the evaluation tests share: a judge's PUT of an evaluation in the judging world.
import * as fx from '@server/test/fixture-rows';
import type { TestApp } from '@server/test/test-app';
import type { World } from './world.test-kit';

export function evaluationCalls(t: TestApp, w: World) {
  const url = (posterId: number, projectId = w.project.id) =>
    `/api/projects/${projectId}/judge/posters/${posterId}/evaluation`;
  const put = (posterId: number, payload: unknown, client = w.as.judge) =>
    client.inject({ method: 'PUT', url: url(posterId), payload: payload as object });
  /** Scores by the world's criteria, in the order named: `scored({ design: 7, science: 5 })`. */
  const scored = (by: Partial<Record<keyof World['criteria'], unknown>>) =>
    Object.entries(by).map(([name, score]) => ({
      criterion_id: w.criteria[name as keyof World['criteria']].id,
      score,
    }));
  const good = () => ({
    scores: scored({ design: 7, science: 5 }),
    comment: '  Strong methods, clear poster.  ',
  });

  async function storedEvaluations(posterId: number) {
    const evaluations = await t.db
      .selectFrom('evaluations')
      .selectAll()
      .where('poster_id', '=', posterId)
      .execute();
    const scores = evaluations.length
      ? await t.db
          .selectFrom('evaluation_scores')
          .select(['evaluation_id', 'criterion_id', 'score'])
          .where(
            'evaluation_id',
            'in',
            evaluations.map((e) => e.id),
          )
          .orderBy('criterion_id')
          .execute()
      : [];
    return { evaluations, scores };
  }
  const statusOf = async (assignmentId: number) =>
    (await fx.storedRow(t.db, 'assignments', assignmentId)).status;

  return { url, put, scored, good, storedEvaluations, statusOf };
}
