// Ranking posters (pure): totals, both methods' scores and ranks, spread and flags; the correction of judges'
// leniency is in ranking-normalization.ts, the tie-break and shared ranks in ranking-ties.ts.
// The method is documented in docs/decisions/021-fair-results.md; the figures are checked by hand in the
// ranking*.test.ts files.
import type { ResultRow } from '@shared/contracts/reports';
import {
  DISAGREE_SHARE,
  type FairResultRow,
  type ResultEvaluation,
  type ResultFlag,
  type ResultMethod,
  type TieBreak,
} from '@shared/contracts/reports';
import { groupBy, judgeZScores, mean, popSd } from './ranking-normalization';
import { byTitle, rankUnder } from './ranking-ties';

export { judgeZScores } from './ranking-normalization';
export { rankByVotes } from './ranking-ties';

export type PosterFacts = {
  poster_id: number;
  /** The poster's number in its project (P-001). */
  poster_number: number;
  title: string;
  author: string;
  /** The author's affiliation (the published winners name it); the pure tests leave it out. */
  affiliation?: string | null;
  category: string | null;
  /** Its assignments, evaluated or not. */
  planned_count: number;
};

/** An active criterion. */
export type CriterionFacts = { id: number; name: string; max_score: number };

export type EvaluationFacts = {
  judge_id: number;
  poster_id: number;
  /** criterion id -> score, as stored; what is computed here reads only the active criteria's. */
  scores: ReadonlyMap<number, number>;
};

/** An evaluation as the organiser reads it: with its judge's name and its comment. */
export type CommentedEvaluation = EvaluationFacts & {
  judge_name: string;
  comment: string;
  updated_at: string;
};

export type RankingSettings = {
  method: ResultMethod;
  /** criterion id -> weight; a criterion not here weighs its max score (the default). */
  weights: ReadonlyMap<number, number>;
  tie_break: TieBreak;
};

export type RankingInput = {
  posters: readonly PosterFacts[];
  /** Active criteria, in their order. */
  criteria: readonly CriterionFacts[];
  evaluations: readonly EvaluationFacts[];
};

export const roundTo2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

/**
 * An evaluation's total: each score as a share of its criterion's max, weighted, scaled back to the sum of the
 * max scores. With the default weights (each criterion weighs its max) this is the plain sum of the scores,
 * exactly: w/max is 1 and S/W is 1. A missing score counts 0 (a criterion activated after the evaluation).
 */
export function evaluationTotal(
  scores: ReadonlyMap<number, number>,
  criteria: readonly CriterionFacts[],
  weights: ReadonlyMap<number, number>,
): number {
  const scale = criteria.reduce((a, c) => a + c.max_score, 0);
  const weightOf = (c: CriterionFacts) => weights.get(c.id) ?? c.max_score;
  const weightSum = criteria.reduce((a, c) => a + weightOf(c), 0);
  if (scale === 0 || weightSum === 0) return 0;
  let total = 0;
  for (const c of criteria) total += (scores.get(c.id) ?? 0) * (weightOf(c) / c.max_score);
  return total * (scale / weightSum);
}

type Scored = {
  poster: PosterFacts;
  totals: number[];
  average: number;
  normalized: number;
  criterionAverages: Map<number, number | null>;
};

/**
 * The organiser's results: every poster with at least one evaluation (of the category, when one is asked),
 * ranked under both methods, listed by the rank of `settings.method` (then title, then id). Judges' leniency is
 * measured over all of the project's evaluations, whatever the category.
 */
export function computeResults(
  input: RankingInput,
  settings: RankingSettings,
  category?: string,
): FairResultRow[] {
  const { criteria } = input;
  const scale = criteria.reduce((a, c) => a + c.max_score, 0);
  const totals = input.evaluations.map((e) => ({
    judge_id: e.judge_id,
    total: evaluationTotal(e.scores, criteria, settings.weights),
  }));
  const { z, mean: mu, sd: sigma } = judgeZScores(totals);

  const perPoster = groupBy(
    input.evaluations,
    (e) => e.poster_id,
    (_e, i) => i,
  );

  const scored: Scored[] = [];
  for (const poster of input.posters) {
    const idx = perPoster.get(poster.poster_id);
    if (!idx?.length) continue;
    if (category !== undefined && poster.category !== category) continue;
    const ts = idx.map((i) => totals[i]!.total);
    const criterionAverages = new Map(
      criteria.map((c) => {
        const given = idx.map((i) => input.evaluations[i]!.scores.get(c.id)).filter((s) => s !== undefined);
        return [c.id, given.length ? mean(given) : null] as const;
      }),
    );
    scored.push({
      poster,
      totals: ts,
      average: mean(ts),
      normalized: mu + sigma * mean(idx.map((i) => z[i]!)),
      criterionAverages,
    });
  }

  const rankRaw = rankUnder(scored, 'raw', settings.tie_break);
  const rankNormalized = rankUnder(scored, 'normalized', settings.tie_break);
  const chosen = settings.method === 'raw' ? rankRaw : rankNormalized;
  const rankOf = (r: Scored) => chosen.get(r.poster.poster_id)!;
  return scored
    .sort(
      (a, b) =>
        rankOf(a) - rankOf(b) ||
        byTitle.compare(a.poster.title, b.poster.title) ||
        a.poster.poster_id - b.poster.poster_id,
    )
    .map((r) => {
      const p = r.poster;
      const min = Math.min(...r.totals);
      const max = Math.max(...r.totals);
      const flags: ResultFlag[] = [];
      if (r.totals.length < p.planned_count) flags.push('FEW_EVALUATIONS');
      if (r.totals.length >= 2 && scale > 0 && max - min >= DISAGREE_SHARE * scale - 1e-9)
        flags.push('JUDGES_DISAGREE');
      return {
        rank: rankOf(r),
        poster_id: p.poster_id,
        poster_number: p.poster_number,
        title: p.title,
        poster_title: p.title,
        author: p.author,
        category: p.category,
        average_score: roundTo2(r.average),
        evaluation_count: r.totals.length,
        rank_raw: rankRaw.get(p.poster_id)!,
        rank_normalized: rankNormalized.get(p.poster_id)!,
        normalized_score: roundTo2(r.normalized),
        planned_count: p.planned_count,
        std_dev: roundTo2(popSd(r.totals)),
        min_total: roundTo2(min),
        max_total: roundTo2(max),
        criteria: criteria.map((c) => {
          const avg = r.criterionAverages.get(c.id) ?? null;
          return {
            criterion_id: c.id,
            name: c.name,
            max_score: c.max_score,
            average: avg === null ? null : roundTo2(avg),
          };
        }),
        flags,
      };
    });
}

/**
 * The winners (decision 064): each category's posters ranked within it (judges' leniency still measured over the
 * whole project), those whose rank is at most `n`: a tie at the n-th place wins together, so a category can
 * have more than n winners and never fewer while it has n ranked posters. Categories in Korean order, posters
 * without a category last as one group; within one, by rank as in the results.
 */
export function categoryWinners(input: RankingInput, settings: RankingSettings, n: number): FairResultRow[] {
  const categories = [...new Set(input.posters.map((p) => p.category))].sort((a, b) =>
    a === null ? 1 : b === null ? -1 : byTitle.compare(a, b),
  );
  return categories.flatMap((category) =>
    computeResults(
      { ...input, posters: input.posters.filter((p) => p.category === category) },
      settings,
    ).filter((r) => r.rank <= n),
  );
}

/** Every evaluation with its total (weighted as the settings say), its scores on the active criteria and comment. */
export function evaluationRows(
  input: { criteria: readonly CriterionFacts[]; evaluations: readonly CommentedEvaluation[] },
  weights: ReadonlyMap<number, number>,
): ResultEvaluation[] {
  return input.evaluations.map((e) => ({
    poster_id: e.poster_id,
    judge_id: e.judge_id,
    judge_name: e.judge_name,
    total: roundTo2(evaluationTotal(e.scores, input.criteria, weights)),
    scores: input.criteria
      .filter((c) => e.scores.has(c.id))
      .map((c) => ({ criterion_id: c.id, score: e.scores.get(c.id)! })),
    comment: e.comment,
    updated_at: e.updated_at,
  }));
}

/** The specified result row (docs/product.md#the-api), as participants and the public see it (no judges, no comments). */
export function publicRow(r: FairResultRow): ResultRow {
  return {
    rank: r.rank,
    poster_id: r.poster_id,
    poster_number: r.poster_number,
    title: r.title,
    poster_title: r.poster_title,
    author: r.author,
    category: r.category,
    average_score: r.average_score,
    evaluation_count: r.evaluation_count,
  };
}
