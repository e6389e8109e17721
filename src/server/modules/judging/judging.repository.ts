import type { Kysely } from 'kysely';
import type { DB, Criterion as CriterionRow } from '../../db/schema';
import { prepared } from '../../db/prepared';
import type { Criterion, Evaluation, JudgePosterCard } from '../../../shared/contracts/judging';

/** SQL for the judge's side of the product; every query names its project first. */

export function findJudgeForLogin(db: Kysely<DB>, projectId: number, username: string) {
  return db
    .selectFrom('judges')
    .select(['id', 'project_id', 'username', 'password_hash', 'full_name', 'email'])
    .where('project_id', '=', projectId)
    .where('username', '=', username)
    .executeTakeFirst();
}

/** Sorts like the poster list: order_number when set (unset last), then id. */
export function byPosterOrder(
  a: { order_number: number | null; poster_id: number },
  b: { order_number: number | null; poster_id: number },
): number {
  return (
    (a.order_number ?? Number.MAX_SAFE_INTEGER) - (b.order_number ?? Number.MAX_SAFE_INTEGER) ||
    a.poster_id - b.poster_id
  );
}

const assignedPosters = prepared(
  (db, projectId: number, judgeId: number) =>
    db
      .selectFrom('assignments as a')
      .innerJoin('posters as p', (j) =>
        j.onRef('p.id', '=', 'a.poster_id').onRef('p.project_id', '=', 'a.project_id'),
      )
      .select([
        'a.id as assignment_id',
        'a.status',
        'p.id as poster_id',
        'p.title',
        'p.author',
        'p.category',
        'p.order_number',
      ])
      .where('a.project_id', '=', projectId)
      .where('a.judge_id', '=', judgeId),
  { cache: true },
);

/** Cards made from kept (frozen) rows, kept with them: the same rows give the same frozen cards. */
const cardsOf = new WeakMap<readonly object[], readonly JudgePosterCard[]>();

export async function listAssignedPosters(
  db: Kysely<DB>,
  projectId: number,
  judgeId: number,
): Promise<readonly JudgePosterCard[]> {
  const kept = await assignedPosters.all(db, projectId, judgeId);
  const known = cardsOf.get(kept);
  if (known) return known;
  const cards = [...kept].sort(byPosterOrder).map((r) => ({
    assignment_id: r.assignment_id,
    poster_id: r.poster_id,
    title: r.title,
    author: r.author,
    category: r.category,
    evaluated: r.status === 'completed',
  }));
  if (!Object.isFrozen(kept)) return cards;
  // Frozen all through, so the response serializer may keep its JSON too (app.ts).
  const frozen = Object.freeze(cards.map((c) => Object.freeze(c)));
  cardsOf.set(kept, frozen);
  return frozen;
}

const assignmentCounts = prepared(
  (db, projectId: number, judgeId: number) =>
    db
      .selectFrom('assignments')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .where('project_id', '=', projectId)
      .where('judge_id', '=', judgeId)
      .groupBy('status'),
  { cache: true },
);

export async function countAssignments(
  db: Kysely<DB>,
  projectId: number,
  judgeId: number,
): Promise<{ completed: number; total: number }> {
  const rows = await assignmentCounts.all(db, projectId, judgeId);
  let completed = 0;
  let total = 0;
  for (const r of rows) {
    const n = Number(r.n);
    total += n;
    if (r.status === 'completed') completed += n;
  }
  return { completed, total };
}

const posterAndAssignment = prepared(
  (db, projectId: number, judgeId: number, posterId: number) =>
    db
      .selectFrom('posters as p')
      .leftJoin('assignments as a', (j) =>
        j
          .onRef('a.poster_id', '=', 'p.id')
          .onRef('a.project_id', '=', 'p.project_id')
          .on('a.judge_id', '=', judgeId),
      )
      .select(['p.id', 'a.id as assignment_id', 'a.status'])
      .where('p.project_id', '=', projectId)
      .where('p.id', '=', posterId),
  { cache: true },
);

/** Whether the poster exists in this project, and this judge's assignment to it (if any). */
export async function findPosterAssignment(
  db: Kysely<DB>,
  projectId: number,
  judgeId: number,
  posterId: number,
) {
  const row = await posterAndAssignment.first(db, projectId, judgeId, posterId);
  if (!row) return { posterExists: false, assignment: undefined };
  const assignment = row.assignment_id === null ? undefined : { id: row.assignment_id, status: row.status! };
  return { posterExists: true, assignment };
}

function toCriterion(row: CriterionRow): Criterion {
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    max_score: row.max_score,
    order_number: row.order_number,
    description: row.description,
    is_active: row.is_active === 1,
  };
}

const criteriaOf = prepared(
  (db, projectId: number) =>
    db
      .selectFrom('criteria')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('order_number')
      .orderBy('id'),
  { cache: true },
);

/** Every criterion of the project (active or not), by order_number then id. */
export async function listCriteria(db: Kysely<DB>, projectId: number): Promise<Criterion[]> {
  const rows = await criteriaOf.all(db, projectId);
  return rows.map(toCriterion);
}

const evaluationOf = prepared(
  (db, projectId: number, judgeId: number, posterId: number) =>
    db
      .selectFrom('evaluations')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('judge_id', '=', judgeId)
      .where('poster_id', '=', posterId),
  { cache: true },
);

const scoresOf = prepared(
  (db, evaluationId: number) =>
    db
      .selectFrom('evaluation_scores')
      .select(['criterion_id', 'score'])
      .where('evaluation_id', '=', evaluationId),
  { cache: true },
);

/**
 * This judge's evaluation of the poster, or null. Scores and total cover the given (active) criteria only,
 * in their order: a score kept on a since-deactivated criterion does not count (PRODUCT.md section 5).
 */
export async function findEvaluation(
  db: Kysely<DB>,
  projectId: number,
  judgeId: number,
  posterId: number,
  activeCriteria: Criterion[],
): Promise<Evaluation | null> {
  const ev = await evaluationOf.first(db, projectId, judgeId, posterId);
  if (!ev) return null;
  const stored = await scoresOf.all(db, ev.id);
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

export async function markAssignmentCompleted(
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
