// The live dashboard's read: overall progress, each judge's state, each poster's coverage, the spread of totals.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { judgeStatus, type ProjectProgress } from '@shared/contracts/reports';
import { progressPercentage } from '@shared/progress';
import {
  selectEvaluationTotals,
  selectJudgeCounts,
  selectMaxTotal,
  selectPosterCounts,
} from './progress.repository';

const BINS = 10;

/** Totals counted into ten equal bands from 0 to the highest possible total (a total above it goes in the last). */
export function distribution(totals: number[], max: number): ProjectProgress['distribution'] {
  const top = Math.max(max, ...totals, 1);
  const width = top / BINS;
  const bins = Array.from({ length: BINS }, (_, i) => ({
    from: Math.round(i * width * 10) / 10,
    to: Math.round((i + 1) * width * 10) / 10,
    count: 0,
  }));
  for (const t of totals) bins[Math.min(BINS - 1, Math.floor(t / width))]!.count++;
  return { max_total: top, bins };
}

export async function projectProgress(db: Kysely<DB>, projectId: number): Promise<ProjectProgress> {
  const [judges, posters, totals, max] = [
    await selectJudgeCounts(db, projectId),
    await selectPosterCounts(db, projectId),
    await selectEvaluationTotals(db, projectId),
    await selectMaxTotal(db, projectId),
  ];
  const total = judges.reduce((s, j) => s + j.assigned, 0);
  const done = judges.reduce((s, j) => s + j.completed, 0);
  const overall = total === 0 ? 0 : done / total;
  const share = (a: number, b: number) => (b === 0 ? 1 : a / b);
  return {
    total_assignments: total,
    completed_assignments: done,
    progress_percentage: progressPercentage(done, total),
    judges: judges
      .map((j) => ({ ...j, status: judgeStatus(j.assigned, j.completed, overall) }))
      .sort(
        (a, b) =>
          Number(a.assigned === 0) - Number(b.assigned === 0) ||
          share(a.completed, a.assigned) - share(b.completed, b.assigned) ||
          a.judge_id - b.judge_id,
      ),
    posters: posters.sort(
      (a, b) =>
        share(a.evaluated, a.assigned) - share(b.evaluated, b.assigned) || a.poster_number - b.poster_number,
    ),
    distribution: distribution(totals, max),
  };
}
