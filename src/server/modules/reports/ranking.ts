// Ranking posters by their average total: exact comparisons, shared ranks for ties.
import type { ResultRow } from '../../../shared/contracts/judging';

/** One poster's aggregate as the results query answers it: the sum of its evaluation totals and their count. */
export type PosterTotals = {
  poster_id: number;
  /** The poster's number in its project (P-001). */
  poster_number: number;
  title: string;
  author: string;
  category: string | null;
  /** Sum over the poster's evaluations of each evaluation's total on the active criteria. */
  total_sum: number;
  evaluation_count: number;
};

/** Compares averages exactly (a/b vs c/d as a*d vs c*b): integer sums, so no rounding decides a rank. */
function compareAverages(a: PosterTotals, b: PosterTotals): number {
  return b.total_sum * a.evaluation_count - a.total_sum * b.evaluation_count;
}

const byTitle = new Intl.Collator('ko', { numeric: true, sensitivity: 'base' });

export const roundTo2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

/**
 * Ranks posters by average total, highest first. Equal averages share a rank and the next rank skips
 * ("1, 2, 2, 4"); within a tie, posters are listed by title (then id) so the order is stable.
 * Posters without evaluations are not ranked.
 */
export function rankPosters(rows: readonly PosterTotals[]): ResultRow[] {
  const sorted = rows
    .filter((r) => r.evaluation_count > 0)
    .sort((a, b) => compareAverages(a, b) || byTitle.compare(a.title, b.title) || a.poster_id - b.poster_id);
  const out: ResultRow[] = [];
  sorted.forEach((r, i) => {
    const prev = sorted[i - 1];
    const rank = prev && compareAverages(prev, r) === 0 ? out[i - 1]!.rank : i + 1;
    out.push({
      rank,
      poster_id: r.poster_id,
      poster_number: r.poster_number,
      title: r.title,
      poster_title: r.title,
      author: r.author,
      category: r.category,
      average_score: roundTo2(r.total_sum / r.evaluation_count),
      evaluation_count: r.evaluation_count,
    });
  });
  return out;
}
