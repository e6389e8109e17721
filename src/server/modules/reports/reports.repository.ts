import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { PosterTotals } from './ranking';

/** Read-only aggregates for a project's statistics and results; every query names its project first. */

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
 * Per poster with at least one evaluation: the number of evaluations and the sum of their totals, in one
 * aggregate query over the evaluations' stored totals (the sum of each one's scores on the active criteria,
 * kept by evaluation-totals.ts); the average is taken by the caller as an exact ratio (ranking.ts).
 */
export async function posterTotals(db: Kysely<DB>, projectId: number): Promise<PosterTotals[]> {
  const rows = await db
    .selectFrom('posters as p')
    .innerJoin('evaluations as e', 'e.poster_id', 'p.id')
    .select((eb) => [
      'p.id as poster_id',
      'p.title',
      'p.author',
      'p.category',
      eb.fn.countAll<number>().as('evaluation_count'),
      eb.fn.sum<number>('e.total').as('total_sum'),
    ])
    .where('e.project_id', '=', projectId)
    .where('p.project_id', '=', projectId)
    .groupBy(['p.id', 'p.title', 'p.author', 'p.category'])
    .execute();
  return rows.map((r) => ({
    poster_id: r.poster_id,
    title: r.title,
    author: r.author,
    category: r.category,
    evaluation_count: Number(r.evaluation_count),
    total_sum: Number(r.total_sum ?? 0),
  }));
}
