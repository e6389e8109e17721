/** The award certificates' candidates: the top N of the ranking with ties at N, and the people's choice winners. */

export type AwardOptions = { top: number; award: string; date: string; issuer: string };

export type Award = {
  key: string;
  posterId: number;
  number: number;
  title: string;
  author: string | null;
  rank: number;
  /** Another poster has the same rank. */
  tied: boolean;
  /** The award's name on the certificate. */
  award: string;
  /** The rank as printed ("1위", "공동 3위"). */
  place: string;
};

type Ranked = { poster_id: number; poster_number: number; title: string; author: string; rank: number };

/** Every poster ranked N or better (ties at N all count, as decision 021 ranks them: 1, 2, 2, 4). */
export function topCandidates(rows: readonly Ranked[], top: number): Ranked[] {
  return rows.filter((r) => r.rank <= top);
}

/** Whether ties put more posters than N in the top N: the organiser then decides who receives one. */
export const tiesAtTheEdge = (candidates: readonly unknown[], top: number) => candidates.length > top;

export function rankedAwards(
  rows: readonly Ranked[],
  opts: { top: number; award: string; category: string },
  place: (rank: number, tied: boolean) => string,
): Award[] {
  const candidates = topCandidates(rows, opts.top);
  const count = new Map<number, number>();
  for (const r of candidates) count.set(r.rank, (count.get(r.rank) ?? 0) + 1);
  return candidates.map((r) => {
    const tied = (count.get(r.rank) ?? 0) > 1;
    return {
      key: `j${r.poster_id}`,
      posterId: r.poster_id,
      number: r.poster_number,
      title: r.title,
      author: r.author,
      rank: r.rank,
      tied,
      award: opts.award,
      place: `${opts.category ? `${opts.category} ` : ''}${place(r.rank, tied)}`,
    };
  });
}
