// A project's statistics and ranked results.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ProjectStatistics, ResultRow } from '../../../shared/contracts/judging';
import { posterTotals, projectCounts } from './reports.repository';
import { rankPosters } from './ranking';
import { AppError } from '../../http/errors';
import { getProjectState } from '../projects/projects.service';
import { effectivePhase } from '../../../shared/contracts/judging-day';

/** completed / all assignments x 100, one decimal; 0 when there are no assignments. */
export function progressPercentage(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((completed / total) * 1000) / 10;
}

export async function projectStatistics(db: Kysely<DB>, projectId: number): Promise<ProjectStatistics> {
  const c = await projectCounts(db, projectId);
  return { ...c, progress_percentage: progressPercentage(c.completed_assignments, c.total_assignments) };
}

export async function projectResults(db: Kysely<DB>, projectId: number): Promise<ResultRow[]> {
  return rankPosters(await posterTotals(db, projectId));
}

/** The ranking for participants and the public: only once published (docs/decisions/020-judging-day.md). */
export async function publishedResults(db: Kysely<DB>, projectId: number): Promise<ResultRow[]> {
  const state = await getProjectState(db, projectId);
  if (effectivePhase(state.phase, state.judging_closes_at) !== 'published')
    throw new AppError('NOT_PUBLISHED', 'The results have not been published yet');
  return projectResults(db, projectId);
}
