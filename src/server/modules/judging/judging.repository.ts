// SQL of the judge's side: their assignments, evaluations and scores; every query names its project first.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { deleteRowsWhere, findRowWhere } from '@server/db/rows';
import { searchCondition } from '@server/db/paging';
import { approvedTextMatches } from '@server/modules/submissions';
import { presenceOf } from '@server/modules/sessions';
import type { Criterion } from '@shared/contracts/criteria';
import type { Evaluation, JudgePosterCard } from '@shared/contracts/judging';

/**
 * This judge's assigned posters as cards, by poster number (as the poster list); with `q`, those it finds (as the
 * poster list's search, the text inside the approved file included).
 */
export async function selectAssignedPosters(
  db: Kysely<DB>,
  projectId: number,
  judgeId: number,
  q?: string,
): Promise<Omit<JudgePosterCard, 'picture'>[]> {
  const search = searchCondition(
    db,
    q,
    ['p.title', 'p.author', 'p.category', 'p.board', 'p.presenter_name'],
    'p.number',
    approvedTextMatches('p.id'),
  );
  const presence = presenceOf('p.id');
  const rows = await db
    .selectFrom('assignments as a')
    .innerJoin('posters as p', (j) =>
      j.onRef('p.id', '=', 'a.poster_id').onRef('p.project_id', '=', 'a.project_id'),
    )
    .leftJoin('poster_sessions as s', 's.id', 'p.session_id')
    .select([
      presence.state.as('presence'),
      's.id as session_id',
      's.name as session_name',
      's.date as session_date',
      's.starts_at',
      's.ends_at',
      's.area',
      'a.id as assignment_id',
      'a.status',
      'p.id as poster_id',
      'p.title',
      'p.author',
      'p.category',
      'p.number',
      'p.board',
    ])
    .where('a.project_id', '=', projectId)
    .where('a.judge_id', '=', judgeId)
    .$call((qb) => (search ? qb.where(search) : qb))
    .orderBy('p.number')
    .execute();
  return rows.map((r) => ({
    assignment_id: r.assignment_id,
    poster_id: r.poster_id,
    poster_number: r.number,
    board: r.board,
    title: r.title,
    author: r.author,
    category: r.category,
    evaluated: r.status === 'completed',
    presenter_presence: r.presence,
    session:
      r.session_id === null
        ? null
        : {
            id: r.session_id,
            name: r.session_name!,
            date: r.session_date!,
            starts_at: r.starts_at!,
            ends_at: r.ends_at!,
            area: r.area,
          },
  }));
}

export async function selectAssignmentCounts(
  db: Kysely<DB>,
  projectId: number,
  judgeId: number,
): Promise<{ completed: number; total: number }> {
  const rows = await db
    .selectFrom('assignments')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .where('project_id', '=', projectId)
    .where('judge_id', '=', judgeId)
    .groupBy('status')
    .execute();
  let completed = 0;
  let total = 0;
  for (const r of rows) {
    const n = Number(r.n);
    total += n;
    if (r.status === 'completed') completed += n;
  }
  return { completed, total };
}

/**
 * This judge's assignment to the poster, or undefined. Inside a write, `lock` holds the row until the
 * transaction ends: an organiser removing the assignment waits for the evaluation, then removes it too.
 */
export async function findAssignmentOf(
  db: Kysely<DB>,
  projectId: number,
  judgeId: number,
  posterId: number,
  lock?: 'update',
): Promise<{ id: number; status: string } | undefined> {
  const pair = { project_id: projectId, judge_id: judgeId, poster_id: posterId };
  return findRowWhere(db, 'assignments', pair, { columns: ['id', 'status'], lock });
}

/**
 * This judge's evaluation of the poster, or null. Scores and total cover the given (active) criteria only,
 * in their order: a score kept on a since-deactivated criterion does not count (docs/product.md#rules).
 */
export async function findEvaluation(
  db: Kysely<DB>,
  projectId: number,
  judgeId: number,
  posterId: number,
  activeCriteria: Criterion[],
): Promise<Evaluation | null> {
  const ev = await findRowWhere(db, 'evaluations', {
    project_id: projectId,
    judge_id: judgeId,
    poster_id: posterId,
  });
  if (!ev) return null;
  const stored = await selectStoredScores(db, ev.id);
  const byCriterion = new Map(stored.map((s) => [s.criterion_id, s.score]));
  const scores: Evaluation['scores'] = [];
  for (const c of activeCriteria) {
    const score = byCriterion.get(c.id);
    if (score !== undefined) scores.push({ criterion_id: c.id, score });
  }
  return {
    id: ev.id,
    poster_id: ev.poster_id,
    judge_id: ev.judge_id,
    scores,
    comment: ev.comment,
    total: scores.reduce((sum, s) => sum + s.score, 0),
    created_at: ev.created_at,
    updated_at: ev.updated_at,
  };
}

/**
 * Creates or replaces the judge's evaluation in one statement on the unique (judge_id, poster_id): concurrent
 * identical submissions wait on the row instead of failing, and exactly one row remains.
 */
export async function upsertEvaluation(
  db: Kysely<DB>,
  v: { projectId: number; judgeId: number; posterId: number; comment: string; now: string },
): Promise<{ id: number; created_at: string }> {
  return db
    .insertInto('evaluations')
    .values({
      project_id: v.projectId,
      judge_id: v.judgeId,
      poster_id: v.posterId,
      comment: v.comment,
      created_at: v.now,
      updated_at: v.now,
    })
    .onConflict((oc) =>
      oc.columns(['judge_id', 'poster_id']).doUpdateSet((eb) => ({
        comment: eb.ref('excluded.comment'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Sets the given scores (one per criterion), replacing earlier scores on the same criteria. */
export async function upsertScores(
  db: Kysely<DB>,
  evaluationId: number,
  scores: { criterion_id: number; score: number }[],
): Promise<void> {
  if (scores.length === 0) return;
  await db
    .insertInto('evaluation_scores')
    .values(
      scores.map((s) => ({ evaluation_id: evaluationId, criterion_id: s.criterion_id, score: s.score })),
    )
    .onConflict((oc) =>
      oc
        .columns(['evaluation_id', 'criterion_id'])
        .doUpdateSet((eb) => ({ score: eb.ref('excluded.score') })),
    )
    .execute();
}

export async function updateAssignmentCompleted(
  db: Kysely<DB>,
  projectId: number,
  assignmentId: number,
): Promise<void> {
  await db
    .updateTable('assignments')
    .set({ status: 'completed' })
    .where('project_id', '=', projectId)
    .where('id', '=', assignmentId)
    .execute();
}

/** Removes the judge's evaluation of the poster; its scores go with it (foreign key cascade). */
export async function deleteEvaluationRow(
  db: Kysely<DB>,
  projectId: number,
  judgeId: number,
  posterId: number,
): Promise<void> {
  await deleteRowsWhere(db, 'evaluations', { project_id: projectId, judge_id: judgeId, poster_id: posterId });
}

/** A judge's evaluation of a poster as stored (every score, active criterion or not), for the audit log. */
export async function findStoredEvaluation(
  db: Kysely<DB>,
  projectId: number,
  judgeId: number,
  posterId: number,
): Promise<{ comment: string; scores: { criterion_id: number; score: number }[] } | null> {
  const pair = { project_id: projectId, judge_id: judgeId, poster_id: posterId };
  const ev = await findRowWhere(db, 'evaluations', pair, { columns: ['id', 'comment'] });
  if (!ev) return null;
  return { comment: ev.comment, scores: await selectStoredScores(db, ev.id) };
}

/** The scores stored on an evaluation, active criterion or not, by criterion id. */
function selectStoredScores(db: Kysely<DB>, evaluationId: number) {
  return db
    .selectFrom('evaluation_scores')
    .select(['criterion_id', 'score'])
    .where('evaluation_id', '=', evaluationId)
    .orderBy('criterion_id')
    .execute();
}
