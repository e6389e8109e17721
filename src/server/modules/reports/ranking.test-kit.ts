// The posters, criteria, evaluations and settings the ranking tests build on, and the hall checked by hand.
import type {
  computeResults,
  CommentedEvaluation,
  CriterionFacts,
  PosterFacts,
  RankingSettings,
} from './ranking';
import type { FairResultRow } from '@shared/contracts/reports';

export const poster = (
  poster_id: number,
  title = `P${poster_id}`,
  planned_count = 0,
  category: string | null = null,
) =>
  ({
    poster_id,
    poster_number: poster_id,
    title,
    author: 'A',
    category,
    planned_count,
  }) satisfies PosterFacts;

export const c1: CriterionFacts = { id: 1, name: 'Method', max_score: 10 };
export const c2: CriterionFacts = { id: 2, name: 'Clarity', max_score: 10 };
export const one: CriterionFacts = { id: 9, name: 'Overall', max_score: 30 };

let judgeNames = 0;
export const ev = (
  judge_id: number,
  poster_id: number,
  scores: Array<[number, number]>,
): CommentedEvaluation => ({
  judge_id,
  judge_name: `Judge ${judge_id}`,
  poster_id,
  comment: `comment ${++judgeNames}`,
  updated_at: '2026-11-25T10:00:00.000Z',
  scores: new Map(scores),
});

export const settings = (over: Partial<RankingSettings> = {}): RankingSettings => ({
  method: 'raw',
  weights: new Map(),
  tie_break: { criterion_id: null, other_method: false },
  ...over,
});

/**
 * A lenient judge L (totals 18, 16, 14 on P1-P3; mean 16) and a harsh judge H (12, 8, 4 on P3-P5; mean 8).
 * All six totals: mean 12, population sd sqrt(136/6). Each judge's z-scores are +1.2247, 0, -1.2247.
 * Per poster mean z: P1 1.2247, P2 0, P3 0 (-1.2247 from L, +1.2247 from H), P4 0, P5 -1.2247.
 * Normalized = 12 + sqrt(136/6) x mean z: P1 12 + sqrt(34) = 17.83, P2 = P3 = P4 = 12, P5 12 - sqrt(34) = 6.17.
 */
const L = 1;
const H = 2;
export const hall = {
  posters: [poster(1), poster(2), poster(3, 'P3', 3), poster(4), poster(5)],
  criteria: [c1, c2],
  evaluations: [
    ev(L, 1, [
      [1, 9],
      [2, 9],
    ]),
    ev(L, 2, [
      [1, 10],
      [2, 6],
    ]),
    ev(L, 3, [
      [1, 7],
      [2, 7],
    ]),
    ev(H, 3, [
      [1, 6],
      [2, 6],
    ]),
    ev(H, 4, [
      [1, 5],
      [2, 3],
    ]),
    ev(H, 5, [
      [1, 2],
      [2, 2],
    ]),
  ],
};
/** The hall's figures as checked by hand, in rank order: each poster's raw average, normalized score, raw rank and normalized rank. */
export const HALL_FIGURES = [
  [18, 17.83, 1, 1],
  [16, 12, 2, 2],
  [13, 12, 3, 2],
  [8, 12, 4, 2],
  [4, 6.17, 5, 5],
];
/** A result row's figures, in the order HALL_FIGURES lists them. */
export const hallFigures = (
  r: Pick<FairResultRow, 'average_score' | 'normalized_score' | 'rank_raw' | 'rank_normalized'>,
) => [r.average_score, r.normalized_score, r.rank_raw, r.rank_normalized];
export const byId = (rows: ReturnType<typeof computeResults>) => new Map(rows.map((r) => [r.poster_id, r]));
