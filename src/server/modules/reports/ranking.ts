// Ranking posters (pure): totals, the normalized score, spread, flags, tie-break and shared ranks.
// The method is documented in docs/decisions/021-fair-results.md; the figures are checked by hand in ranking.test.ts.
import {
  type ResultRow,
  DISAGREE_SHARE,
  type FairResultRow,
  type ResultEvaluation,
  type ResultFlag,
  type ResultMethod,
  type TieBreak,
} from '@shared/contracts/reports';

export type PosterFacts = {
  poster_id: number;
  /** The poster's number in its project (P-001). */
  poster_number: number;
  title: string;
  author: string;
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

/** key -> the values of the items with that key, in their order. */
function groupBy<T, V>(items: readonly T[], key: (t: T, i: number) => number, value: (t: T, i: number) => V) {
  const out = new Map<number, V[]>();
  items.forEach((t, i) => {
    const k = key(t, i);
    const list = out.get(k);
    if (list) list.push(value(t, i));
    else out.set(k, [value(t, i)]);
  });
  return out;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
/** Population standard deviation (Excel's STDEV.P). */
const popSd = (xs: readonly number[]) => {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
};

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

/**
 * Each evaluation's total as a z-score within its judge's totals (how far above or below this judge's own
 * mean, in this judge's own spread). A judge with one evaluation has no spread to measure: the total is
 * compared with all judges' totals instead (mean and spread of every evaluation), i.e. not corrected. A judge
 * whose totals are all equal said nothing about which poster is better: z = 0 for each.
 */
export function judgeZScores(totals: readonly { judge_id: number; total: number }[]): {
  z: number[];
  mean: number;
  sd: number;
} {
  const all = totals.map((t) => t.total);
  const mu = all.length ? mean(all) : 0;
  const sigma = popSd(all);
  const byJudge = groupBy(
    totals,
    (t) => t.judge_id,
    (t) => t.total,
  );
  const stats = new Map([...byJudge].map(([j, xs]) => [j, { n: xs.length, m: mean(xs), sd: popSd(xs) }]));
  const z = totals.map((t) => {
    const s = stats.get(t.judge_id)!;
    if (s.n >= 2) return s.sd > 0 ? (t.total - s.m) / s.sd : 0;
    return sigma > 0 ? (t.total - mu) / sigma : 0;
  });
  return { z, mean: mu, sd: sigma };
}

/** Equal up to floating error: 25/3 and 50/6 are one average; 8.33 and 8.333 are not. */
const compareDesc = (a: number | null, b: number | null): number => {
  const x = a ?? -Infinity;
  const y = b ?? -Infinity;
  if (x === y) return 0;
  if (Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y))) return 0;
  return y > x ? 1 : -1;
};

const byTitle = new Intl.Collator('ko', { numeric: true, sensitivity: 'base' });

type Scored = {
  poster: PosterFacts;
  totals: number[];
  average: number;
  normalized: number;
  criterionAverages: Map<number, number | null>;
};

/** Ranks under one method: the score, then the tie-break chain; what is still equal shares the rank. */
function rankUnder(rows: readonly Scored[], method: ResultMethod, tie: TieBreak): Map<number, number> {
  const primary = (r: Scored) => (method === 'raw' ? r.average : r.normalized);
  const other = (r: Scored) => (method === 'raw' ? r.normalized : r.average);
  const cmp = (a: Scored, b: Scored) =>
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

/** The specified result row (docs/product.md#records), as participants and the public see it (no judges, no comments). */
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
