import { z } from 'zod';
import { namedPairFields } from './judging-day';
import { posterRowFields, posterSchema } from './posters';
import { baseVersionSchema, wholeNumber } from '../schemas';

/** An evaluation criterion (SPEC.md section 3). */
export const criterionSchema = z.object({
  id: z.number(),
  project_id: z.number(),
  name: z.string(),
  max_score: z.number(),
  order_number: z.number(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  /** Adds one with every saved change; an edit sends the version it was based on (409 EDIT_CONFLICT if old). */
  version: z.number(),
});
export type Criterion = z.infer<typeof criterionSchema>;

export const criterionCreateSchema = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(200, 'name must be at most 200 characters'),
  max_score: wholeNumber('max_score', 1, 1000),
  /** Missing: the highest existing order plus 1 (or 1). */
  order_number: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    wholeNumber('order_number', 0, 100000).optional(),
  ),
  description: z.preprocess(
    (v) => (v === '' ? null : v),
    z.string().trim().max(2000, 'description must be at most 2000 characters').nullable().optional(),
  ),
  is_active: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')])
    .optional(),
});
export type CriterionCreate = z.infer<typeof criterionCreateSchema>;
export const criterionUpdateSchema = criterionCreateSchema.partial().extend({ version: baseVersionSchema });
export type CriterionUpdate = z.infer<typeof criterionUpdateSchema>;

/** An assignment of a judge to a poster (SPEC.md section 3). */
export const assignmentSchema = z.object({
  id: z.number(),
  ...namedPairFields,
  /** The poster's number within its project (P-012). */
  poster_number: z.number(),
  status: z.enum(['pending', 'completed']),
  created_at: z.string(),
});
export type AssignmentRow = z.infer<typeof assignmentSchema>;

/** GET /statistics and /dashboard (SPEC.md section 3 "Project admin statistics"). */
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

/** One row of GET /results: ranked by average total, ties share a rank (1, 2, 2, 4). */
export const resultRowSchema = z.object({
  rank: z.number(),
  ...posterRowFields,
  poster_title: z.string(),
  author: z.string(),
  category: z.string().nullable(),
  average_score: z.number(),
  evaluation_count: z.number(),
});
export type ResultRow = z.infer<typeof resultRowSchema>;

/** A judge's poster card (SPEC.md section 3). */
export const judgePosterCardSchema = z.object({
  assignment_id: z.number(),
  poster_id: z.number(),
  /** The poster's number in its project, shown as P-001, and where it hangs. */
  poster_number: z.number(),
  board: z.string().nullable(),
  title: z.string(),
  author: z.string(),
  category: z.string().nullable(),
  evaluated: z.boolean(),
});
export type JudgePosterCard = z.infer<typeof judgePosterCardSchema>;

export const judgeProgressSchema = z.object({
  completed: z.number(),
  total_assigned: z.number(),
  progress_percentage: z.number(),
});
export type JudgeProgress = z.infer<typeof judgeProgressSchema>;

export const evaluationSchema = z.object({
  id: z.number(),
  poster_id: z.number(),
  judge_id: z.number(),
  scores: z.array(z.object({ criterion_id: z.number(), score: z.number() })),
  comment: z.string(),
  total: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

/** GET /judge/posters/{posterId}: the poster, the active criteria, and this judge's evaluation if any. */
export const judgePosterViewSchema = z.object({
  poster: posterSchema,
  criteria: z.array(criterionSchema),
  evaluation: evaluationSchema.nullable(),
});
export type JudgePosterView = z.infer<typeof judgePosterViewSchema>;

/** PUT /judge/posters/{posterId}/evaluation. */
export const evaluationInputSchema = z.object({
  scores: z
    .array(
      z.object({
        criterion_id: z.number({ error: 'criterion_id must be a number' }).int().positive(),
        score: z
          .number({ error: 'score must be a number' })
          .int('score must be a whole number')
          .min(0, 'score must be 0 or more'),
      }),
    )
    .max(200, 'too many scores'),
  comment: z
    .string({ error: 'comment is required' })
    .max(10000, 'comment must be at most 10000 characters')
    .refine((c) => c.trim().length > 0, {
      message: 'Enter the overall opinion (comment must not be blank)',
      params: { code: 'COMMENT_BLANK' },
    }),
});
export type EvaluationInput = z.infer<typeof evaluationInputSchema>;
