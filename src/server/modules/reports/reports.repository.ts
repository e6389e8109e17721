// Read-only aggregates for statistics and results; every query names its project first.
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { isSqlite, lockRows } from '@server/db/database';
import { findProjectRow } from '@server/db/project-rows';
import type { DB, PublishScope, ResultSettingsTable } from '@server/db/schema';
import { defaultResultSettings } from '@shared/contracts/reports';
import type { CommentedEvaluation, CriterionFacts, EvaluationFacts, RankingInput } from './ranking';

/** "3:7,4:9" (criterion:score pairs) -> a map. */
function parseScores(text: string | null): Map<number, number> {
  const scores = new Map<number, number>();
  for (const pair of text ? text.split(',') : []) {
    const [c, v] = pair.split(':');
    scores.set(Number(c), Number(v));
  }
  return scores;
}

/** The project's active criteria, in their order. */
function activeCriteria(trx: Kysely<DB>, projectId: number): Promise<CriterionFacts[]> {
  return trx
    .selectFrom('criteria')
    .select(['id', 'name', 'max_score'])
    .where('project_id', '=', projectId)
    .where('is_active', '=', 1)
    .orderBy('order_number')
    .orderBy('id')
    .execute();
}

/**
 * An evaluation's scores aggregated as "criterion:score" pairs (group_concat on SQLite, string_agg on
 * PostgreSQL): one row an evaluation, several times faster than a row per score on 10,000 evaluations.
 */
function scoresText(trx: Kysely<DB>) {
  const pair = sql<string>`s.criterion_id || ':' || s.score`;
  return isSqlite(trx)
    ? sql<string | null>`group_concat(${pair}, ',')`
    : sql<string | null>`string_agg(${pair}, ',')`;
}

/** Every evaluation's judge, poster and scores: what the ranking needs, and nothing else. */
async function scoreFacts(trx: Kysely<DB>, projectId: number): Promise<EvaluationFacts[]> {
  const rows = await trx
    .selectFrom('evaluations as e')
    .leftJoin('evaluation_scores as s', 's.evaluation_id', 'e.id')
    .select(['e.judge_id', 'e.poster_id', scoresText(trx).as('scores')])
    .where('e.project_id', '=', projectId)
    .groupBy('e.id')
    .orderBy('e.id')
    .execute();
  return rows.map((e) => ({ judge_id: e.judge_id, poster_id: e.poster_id, scores: parseScores(e.scores) }));
}

/**
 * Every evaluation (of one poster, with `posterId`) as the organiser reads it: its judge's name, its scores
 * and its comment, by poster, then judge.
 */
async function commentedEvaluations(
  trx: Kysely<DB>,
  projectId: number,
  posterId?: number,
): Promise<CommentedEvaluation[]> {
  const rows = await trx
    .selectFrom('evaluations as e')
    .innerJoin('judges as j', 'j.id', 'e.judge_id')
    .leftJoin('evaluation_scores as s', 's.evaluation_id', 'e.id')
    .select([
      'e.id',
      'e.judge_id',
      'j.full_name as judge_name',
      'e.poster_id',
      'e.comment',
      'e.updated_at',
      scoresText(trx).as('scores'),
    ])
    .where('e.project_id', '=', projectId)
    .$if(posterId !== undefined, (q) => q.where('e.poster_id', '=', posterId!))
    // Grouped by the primary keys: the other columns of e and j follow from them (on PostgreSQL too).
    .groupBy(['e.id', 'j.id'])
    .orderBy('e.poster_id')
    .orderBy('j.full_name')
    .orderBy('e.id')
    .execute();
  return rows.map((e) => ({
    judge_id: e.judge_id,
    judge_name: e.judge_name,
    poster_id: e.poster_id,
    scores: parseScores(e.scores),
    comment: e.comment,
    updated_at: e.updated_at,
  }));
}

/** Reads in one transaction, so the criteria, the scores and the evaluations agree (REPEATABLE READ on PostgreSQL). */
const snapshot = <T>(db: Kysely<DB>, read: (trx: Kysely<DB>) => Promise<T>) =>
  db.transaction().setIsolationLevel('repeatable read').execute(read);

/**
 * Everything the results are computed from (ranking.ts), read in one snapshot: every poster with its planned
 * (assigned) count, the active criteria in their order, and every evaluation with its judge and its scores on
 * the active criteria. An evaluation's total is computed from these scores (docs/product.md#rules), never stored.
 */
export function selectRankingFacts(db: Kysely<DB>, projectId: number): Promise<RankingInput> {
  return snapshot(db, async (trx) => {
    const posters = await trx
      .selectFrom('posters as p')
      .leftJoin('assignments as a', 'a.poster_id', 'p.id')
      .select((eb) => [
        'p.id as poster_id',
        'p.number as poster_number',
        'p.title',
        'p.author',
        'p.affiliation',
        'p.category',
        eb.fn.count<number>('a.id').as('planned_count'),
      ])
      .where('p.project_id', '=', projectId)
      .groupBy(['p.id', 'p.number', 'p.title', 'p.author', 'p.affiliation', 'p.category'])
      .orderBy('p.id')
      .execute();
    return {
      posters: posters.map((p) => ({ ...p, planned_count: Number(p.planned_count) })),
      criteria: await activeCriteria(trx, projectId),
      evaluations: await scoreFacts(trx, projectId),
    };
  });
}

/** The evaluations (of one poster, with `posterId`) and the active criteria, read in one snapshot. */
export function selectCommentFacts(db: Kysely<DB>, projectId: number, posterId?: number) {
  return snapshot(db, async (trx) => ({
    criteria: await activeCriteria(trx, projectId),
    evaluations: await commentedEvaluations(trx, projectId, posterId),
  }));
}

export const findResultSettings = (db: Kysely<DB>, projectId: number, lock?: 'share' | 'update') =>
  findProjectRow(db, 'result_settings', projectId, lock);

/** Inserts the project's settings row or replaces it. */
export async function upsertResultSettings(
  db: Kysely<DB>,
  projectId: number,
  values: Omit<Insertable<ResultSettingsTable>, 'project_id'>,
): Promise<void> {
  await db
    .insertInto('result_settings')
    .values({ project_id: projectId, ...values })
    .onConflict((oc) => oc.column('project_id').doUpdateSet(values))
    .execute();
}

/**
 * Stores what publishing shows (decision 064): the row is made with the default settings when the project has
 * none, else only these two columns change.
 */
export async function updatePublishScope(
  db: Kysely<DB>,
  projectId: number,
  values: { publish_scope: PublishScope; winners_per_category: number },
): Promise<void> {
  await db
    .insertInto('result_settings')
    .values({
      project_id: projectId,
      method: defaultResultSettings.method,
      peoples_choice_enabled: defaultResultSettings.peoples_choice.enabled ? 1 : 0,
      votes_per_participant: defaultResultSettings.peoples_choice.votes_per_participant,
      updated_at: new Date().toISOString(),
      ...values,
    })
    .onConflict((oc) => oc.column('project_id').doUpdateSet(values))
    .execute();
}

/** Every poster of the project with its votes (0 for none). */
export async function selectVoteCounts(db: Kysely<DB>, projectId: number) {
  const rows = await db
    .selectFrom('posters as p')
    .leftJoin('votes as v', 'v.poster_id', 'p.id')
    .select((eb) => [
      'p.id as poster_id',
      'p.number as poster_number',
      'p.title',
      eb.fn.count<number>('v.id').as('votes'),
    ])
    .where('p.project_id', '=', projectId)
    .groupBy(['p.id', 'p.number', 'p.title'])
    .execute();
  return rows.map((r) => ({ ...r, votes: Number(r.votes) }));
}

export async function selectVotesOf(
  db: Kysely<DB>,
  projectId: number,
  participantId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('votes')
    .select('poster_id')
    .where('project_id', '=', projectId)
    .where('participant_id', '=', participantId)
    .orderBy('poster_id')
    .execute();
  return rows.map((r) => r.poster_id);
}

/**
 * The participant's row locked FOR UPDATE: a participant's votes are cast one at a time, so the count read
 * next still holds at the insert (PostgreSQL; SQLite runs one write at a time). Undefined: no such participant.
 */
export async function insertVote(
  trx: Transaction<DB>,
  projectId: number,
  participantId: number,
  posterId: number,
) {
  await trx
    .insertInto('votes')
    .values({
      project_id: projectId,
      participant_id: participantId,
      poster_id: posterId,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function deleteVoteRow(
  trx: Transaction<DB>,
  projectId: number,
  participantId: number,
  posterId: number,
) {
  const r = await trx
    .deleteFrom('votes')
    .where('project_id', '=', projectId)
    .where('participant_id', '=', participantId)
    .where('poster_id', '=', posterId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function selectCriterionIds(db: Kysely<DB>, projectId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('criteria')
    .select('id')
    .where('project_id', '=', projectId)
    .$call(lockRows(db, 'share'))
    .execute();
  return rows.map((r) => r.id);
}
