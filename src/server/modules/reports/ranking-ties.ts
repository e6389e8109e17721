// Ranks (pure): the tie-break chain, and what is still equal shares the rank (1, 2, 2, 4).
import type { ResultMethod, TieBreak } from '@shared/contracts/reports';

/** Equal up to floating error: 25/3 and 50/6 are one average; 8.33 and 8.333 are not. */
const compareDesc = (a: number | null, b: number | null): number => {
  const x = a ?? -Infinity;
  const y = b ?? -Infinity;
  if (x === y) return 0;
  if (Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y))) return 0;
  return y > x ? 1 : -1;
};

export const byTitle = new Intl.Collator('ko', { numeric: true, sensitivity: 'base' });

/** What a poster is ranked on: its average under both methods and, for the tie-break, each criterion's. */
export type RankedScores = {
  poster: { poster_id: number };
  average: number;
  normalized: number;
  criterionAverages: ReadonlyMap<number, number | null>;
};

/** Ranks under one method: the score, then the tie-break chain; what is still equal shares the rank. */
export function rankUnder(
  rows: readonly RankedScores[],
  method: ResultMethod,
  tie: TieBreak,
): Map<number, number> {
  const primary = (r: RankedScores) => (method === 'raw' ? r.average : r.normalized);
  const other = (r: RankedScores) => (method === 'raw' ? r.normalized : r.average);
  const cmp = (a: RankedScores, b: RankedScores) =>
    compareDesc(primary(a), primary(b)) ||
    (tie.criterion_id !== null
      ? compareDesc(
          a.criterionAverages.get(tie.criterion_id) ?? null,
          b.criterionAverages.get(tie.criterion_id) ?? null,
        )
      : 0) ||
    (tie.other_method ? compareDesc(other(a), other(b)) : 0);
  const sorted = [...rows].sort(cmp);
  const ranks = new Map<number, number>();
  sorted.forEach((r, i) => {
    const prev = sorted[i - 1];
    ranks.set(r.poster.poster_id, prev && cmp(prev, r) === 0 ? ranks.get(prev.poster.poster_id)! : i + 1);
  });
  return ranks;
}

/** Ranks by votes, most first; equal counts share the rank (1, 2, 2, 4). */
export function rankByVotes<T extends { votes: number; title: string; poster_id: number }>(
  rows: readonly T[],
): (T & { rank: number })[] {
  const sorted = [...rows].sort(
    (a, b) => b.votes - a.votes || byTitle.compare(a.title, b.title) || a.poster_id - b.poster_id,
  );
  const out: (T & { rank: number })[] = [];
  sorted.forEach((r, i) => {
    const prev = out[i - 1];
    out.push({ ...r, rank: prev && prev.votes === r.votes ? prev.rank : i + 1 });
  });
  return out;
}
