import { z } from 'zod';
import { wholeNumberFrom } from '../schemas';
import { judgeContactFields } from './judges';
import { posterRowFields } from './fields';

/** The project's statistics and results, the people's choice, and the live dashboard's progress. */

/** GET /statistics and /dashboard: the project admin statistics (docs/product.md#records). */
export const projectStatisticsSchema = z.object({
  total_posters: z.number(),
  total_judges: z.number(),
  total_assignments: z.number(),
  completed_assignments: z.number(),
  total_users: z.number(),
  total_evaluations: z.number(),
  progress_percentage: z.number(),
});
export type ProjectStatistics = z.infer<typeof projectStatisticsSchema>;

/** How a row of the results names its poster and its author. */
const resultPosterFields = {
  ...posterRowFields,
  poster_title: z.string(),
  author: z.string(),
};

/** One row of GET /results: ranked by average total, ties share a rank (1, 2, 2, 4). */
const resultRowSchema = z.object({
  rank: z.number(),
  ...resultPosterFields,
  category: z.string().nullable(),
  average_score: z.number(),
  evaluation_count: z.number(),
});
export type ResultRow = z.infer<typeof resultRowSchema>;

/**
 * Fair results (docs/decisions/021-fair-results.md): both ranking methods side by side, coverage and
 * spread, per-criterion averages, the judges' comments; the organiser's settings; the people's choice.
 */

export const resultMethods = ['raw', 'normalized'] as const;
const resultMethodSchema = z.enum(resultMethods, { error: 'method must be raw or normalized' });
export type ResultMethod = z.infer<typeof resultMethodSchema>;

const resultFlags = ['FEW_EVALUATIONS', 'JUDGES_DISAGREE'] as const;
export type ResultFlag = (typeof resultFlags)[number];

/**
 * Judges disagree when the highest and lowest total of a poster lie this share of the highest possible total
 * apart, or more (30 of 100 points).
 */
export const DISAGREE_SHARE = 0.3;

const categorySchema = z
  .string()
  .trim()
  .min(1, 'category must not be empty')
  .max(200, 'category must be at most 200 characters');

/** GET /results/evaluations?poster_id= (all of the project's without it). */
export const resultEvaluationsQueryFields = {
  poster_id: z.coerce
    .number({ error: 'poster_id must be a positive whole number' })
    .int('poster_id must be a positive whole number')
    .positive('poster_id must be a positive whole number')
    .max(2_147_483_647, 'poster_id is too large')
    .optional(),
};

/** GET /results?method=&category= (besides the specified admin_id: docs/product.md#the-api). */
export const resultsQueryFields = {
  method: resultMethodSchema.optional(),
  category: categorySchema.optional(),
};

/** GET /results/evaluations: one judge's evaluation of a poster, as the organiser reads it beside the scores. */
export const resultEvaluationSchema = z.object({
  poster_id: z.number(),
  judge_id: z.number(),
  judge_name: z.string(),
  /** This evaluation's total on the active criteria (weighted when weights are set). */
  total: z.number(),
  scores: z.array(z.object({ criterion_id: z.number(), score: z.number() })),
  comment: z.string(),
  updated_at: z.string(),
});
export type ResultEvaluation = z.infer<typeof resultEvaluationSchema>;

/** A row of GET /results: the specified fields (docs/product.md#records), then the rank under both methods and the figures that defend it. */
export const fairResultRowSchema = resultRowSchema.extend({
  /** The rank under the raw average and under the normalized score (ties share it: 1, 2, 2, 4). */
  rank_raw: z.number(),
  rank_normalized: z.number(),
  /** Each judge's totals as z-scores, averaged per poster, mapped back to the score scale. */
  normalized_score: z.number(),
  /** Assignments of the poster (evaluated or not). */
  planned_count: z.number(),
  /** Population standard deviation of the poster's totals (0 with one evaluation). */
  std_dev: z.number(),
  min_total: z.number(),
  max_total: z.number(),
  criteria: z.array(
    z.object({
      criterion_id: z.number(),
      name: z.string(),
      max_score: z.number(),
      /** Mean score on this criterion over the evaluations that scored it; null when none did. */
      average: z.number().nullable(),
    }),
  ),
  flags: z.array(z.enum(resultFlags)),
});
export type FairResultRow = z.infer<typeof fairResultRowSchema>;

/**
 * What publishing shows (docs/decisions/064-guarded-steps-and-publishing-scope.md): the winners (the top N of
 * each category, names and affiliations, no scores), the ranking without scores, or the ranking with its scores.
 */
export const publishScopes = ['winners', 'ranking', 'scores'] as const;
export const publishScopeSchema = z.enum(publishScopes, {
  error: 'publish_scope must be winners, ranking or scores',
});
export type PublishScope = z.infer<typeof publishScopeSchema>;

/** N of "the top N of each category": a rank within the category at most N wins (ties at N all win). */
export const winnersPerCategorySchema = wholeNumberFrom('winners_per_category', 1, 20);

/**
 * A row of GET /published-results. Every scope: the rank, the poster and its author, affiliation and category.
 * `winners`: only the winners, ranked within their category; `ranking` and `winners` carry no score, no count of
 * evaluations and no method; `scores`: the specified fields, ranked by the organiser's method.
 */
export const publishedResultRowSchema = z.object({
  scope: publishScopeSchema,
  rank: z.number(),
  ...resultPosterFields,
  affiliation: z.string().nullable(),
  category: z.string().nullable(),
  average_score: z.number().optional(),
  evaluation_count: z.number().optional(),
  method: resultMethodSchema.optional(),
  normalized_score: z.number().optional(),
});
export type PublishedResultRow = z.infer<typeof publishedResultRowSchema>;

/** A poster with how many judges it has and how many of them have evaluated it. */
const posterCoverageSchema = z.object({
  ...posterRowFields,
  assigned: z.number(),
  evaluated: z.number(),
});
export type PosterCoverage = z.infer<typeof posterCoverageSchema>;

/**
 * GET /phase/missing: the judging not done, read from the live dashboard's counts (progress): evaluations left,
 * posters evaluated fewer times than they have judges assigned, judges with assignments not finished (by name).
 * `confirm`: what closing judging or publishing needs typed while something is missing (the evaluations left),
 * null when nothing is; `publish`: the stored publishing scope (null: never chosen, publishing then shows the
 * scores) and N.
 */
export const missingWorkSchema = z.object({
  total_assignments: z.number(),
  completed_assignments: z.number(),
  evaluations_left: z.number(),
  posters_short: z.array(posterCoverageSchema),
  judges_unfinished: z.array(
    z.object({ judge_id: z.number(), full_name: z.string(), assigned: z.number(), completed: z.number() }),
  ),
  confirm: z.string().nullable(),
  publish: z.object({ scope: publishScopeSchema.nullable(), winners_per_category: z.number() }),
});
export type MissingWork = z.infer<typeof missingWorkSchema>;

const weightSchema = z
  .number({ error: 'weight must be a number' })
  .positive('weight must be more than 0')
  .max(1000, 'weight must be at most 1000');

const tieBreakSchema = z.object({
  /** First: the higher average on this criterion; null: none. */
  criterion_id: z.number({ error: 'criterion_id must be a number' }).int().positive().nullable(),
  /** Then: the other method's score. */
  other_method: z.boolean({ error: 'other_method must be true or false' }),
});
export type TieBreak = z.infer<typeof tieBreakSchema>;

const peoplesChoiceSettingsSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  votes_per_participant: wholeNumberFrom('votes_per_participant', 1, 50),
});

/** GET and PUT /results/settings answer. `weights` lists only the weights the organiser set. */
export const resultSettingsSchema = z.object({
  method: resultMethodSchema,
  weights: z.array(z.object({ criterion_id: z.number(), weight: z.number() })),
  tie_break: tieBreakSchema,
  peoples_choice: peoplesChoiceSettingsSchema,
});
export type ResultSettings = z.infer<typeof resultSettingsSchema>;

export const defaultResultSettings: ResultSettings = {
  method: 'raw',
  weights: [],
  tie_break: { criterion_id: null, other_method: false },
  peoples_choice: { enabled: false, votes_per_participant: 3 },
};

/** PUT /results/settings: any part; `weights: []` or `null` goes back to the weights the max scores imply. */
export const resultSettingsInputSchema = z.object({
  method: resultMethodSchema.optional(),
  weights: z
    .array(
      z.object({
        criterion_id: z.number({ error: 'criterion_id must be a number' }).int().positive(),
        weight: weightSchema,
      }),
    )
    .max(200, 'too many weights')
    .refine(
      (ws) => new Set(ws.map((w) => w.criterion_id)).size === ws.length,
      'each criterion may have one weight',
    )
    .nullable()
    .optional(),
  tie_break: tieBreakSchema.optional(),
  peoples_choice: peoplesChoiceSettingsSchema.partial({ votes_per_participant: true }).optional(),
});
export type ResultSettingsInput = z.input<typeof resultSettingsInputSchema>;

/** GET /results/peoples-choice. */
export const peoplesChoiceRowSchema = z.object({
  ...posterRowFields,
  votes: z.number(),
  rank: z.number(),
});
export type PeoplesChoiceRow = z.infer<typeof peoplesChoiceRowSchema>;

/** GET /peoples-choice/me: what a participant's poster page needs for its vote button. */
export const myVotesSchema = z.object({
  enabled: z.boolean(),
  /** Enabled and judging open: votes may be cast and withdrawn. */
  open: z.boolean(),
  votes_per_participant: z.number(),
  poster_ids: z.array(z.number()),
});
export type MyVotes = z.infer<typeof myVotesSchema>;

/** The live dashboard's read (docs/decisions/023-live-dashboard.md): progress per judge and per poster, and the spread of totals. */

const judgeStatuses = ['unassigned', 'not_started', 'behind', 'on_track', 'done'] as const;
export type JudgeStatus = (typeof judgeStatuses)[number];

const judgeProgressRowSchema = z.object({
  judge_id: z.number(),
  ...judgeContactFields,
  assigned: z.number(),
  completed: z.number(),
  status: z.enum(judgeStatuses),
});

export const projectProgressSchema = z.object({
  total_assignments: z.number(),
  completed_assignments: z.number(),
  progress_percentage: z.number(),
  /** Judges, those furthest behind first. */
  judges: z.array(judgeProgressRowSchema),
  /** Posters, the least covered first. */
  posters: z.array(posterCoverageSchema),
  /** Evaluations per band of total score (ten bands from 0 to the highest possible total). */
  distribution: z.object({
    max_total: z.number(),
    bins: z.array(z.object({ from: z.number(), to: z.number(), count: z.number() })),
  }),
});
export type ProjectProgress = z.infer<typeof projectProgressSchema>;

/**
 * A judge's state: done, not started, behind (a smaller share done than the project as a whole) or on track.
 * Judges not started or behind are the ones to contact.
 */
export function judgeStatus(assigned: number, completed: number, overall: number): JudgeStatus {
  if (assigned === 0) return 'unassigned';
  if (completed >= assigned) return 'done';
  if (completed === 0) return 'not_started';
  return completed / assigned < overall ? 'behind' : 'on_track';
}
