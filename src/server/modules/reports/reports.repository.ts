// Read-only aggregates for statistics and results; every query names its project first.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { PosterTotals } from './ranking';

export type ProjectCounts = {
  total_posters: number;
  total_judges: number;
  total_users: number;
  total_assignments: number;
  completed_assignments: number;
  total_evaluations: number;
};

/** All of a project's counts in one round trip (scalar subqueries, each on an indexed project_id). */
export async function projectCounts(db: Kysely<DB>, projectId: number): Promise<ProjectCounts> {
  const count = (table: 'posters' | 'judges' | 'users' | 'assignments' | 'evaluations') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', projectId);
  const row = await db
    .selectNoFrom([
      count('posters').as('total_posters'),
      count('judges').as('total_judges'),
      count('users').as('total_users'),
      count('assignments').as('total_assignments'),
      count('assignments').where('status', '=', 'completed').as('completed_assignments'),
      count('evaluations').as('total_evaluations'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total_posters: Number(row.total_posters ?? 0),
    total_judges: Number(row.total_judges ?? 0),
    total_users: Number(row.total_users ?? 0),
    total_assignments: Number(row.total_assignments ?? 0),
    completed_assignments: Number(row.completed_assignments ?? 0),
    total_evaluations: Number(row.total_evaluations ?? 0),
  };
}

/**
 * Per poster with at least one evaluation: the number of evaluations and the sum of their totals, where an
 * evaluation's total is the sum of its scores on the active criteria (PRODUCT.md section 5), computed here from
 * the scores in one aggregate query; the average is taken by the caller as an exact ratio (ranking.ts).
 */
export async function posterTotals(db: Kysely<DB>, projectId: number): Promise<PosterTotals[]> {
  const rows = await db
    .selectFrom('posters as p')
    .innerJoin('evaluations as e', 'e.poster_id', 'p.id')
    .leftJoin('evaluation_scores as s', 's.evaluation_id', 'e.id')
    .leftJoin('criteria as c', (j) => j.onRef('c.id', '=', 's.criterion_id').on('c.is_active', '=', 1))
    .select((eb) => [
      'p.id as poster_id',
      'p.number as poster_number',
      'p.title',
      'p.author',
      'p.category',
      eb.fn.count<number>('e.id').distinct().as('evaluation_count'),
      eb.fn
        .sum<number>(eb.case().when('c.id', 'is not', null).then(eb.ref('s.score')).else(0).end())
        .as('total_sum'),
    ])
    .where('e.project_id', '=', projectId)
    .where('p.project_id', '=', projectId)
    .groupBy(['p.id', 'p.number', 'p.title', 'p.author', 'p.category'])
    .execute();
  return rows.map((r) => ({
    poster_id: r.poster_id,
    poster_number: r.poster_number,
    title: r.title,
    author: r.author,
    category: r.category,
    evaluation_count: Number(r.evaluation_count),
    total_sum: Number(r.total_sum ?? 0),
  }));
}
