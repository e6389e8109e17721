import { z } from 'zod';
import { presenceStateSchema, sessionSummarySchema } from './sessions';
import { criterionSchema } from './criteria';
import { judgeSchema } from './judges';
import { posterPictureSchema, posterSchema } from './posters';

/** The judge's side: login, sign-in links, assigned posters, evaluations. */

/** Judge login answer: who the judge is. */
export const judgeLoginResponseSchema = z.object({
  id: z.number(),
  judge_id: z.number(),
  ...judgeSchema.pick({ username: true, full_name: true, email: true, project_id: true }).shape,
});
export type JudgeLoginResponse = z.infer<typeof judgeLoginResponseSchema>;

export const accessLinkSchema = z.object({ url: z.string(), expires_at: z.string() });
export type AccessLink = z.infer<typeof accessLinkSchema>;

/** A judge's poster card (docs/product.md#records). */
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
  /** Whether the presenter stands at the board (present), is away or has left; null until they say (decision 051). */
  presenter_presence: presenceStateSchema.nullable(),
  /** The poster's session: its name, date, times and area. */
  session: sessionSummarySchema.nullable(),
  /** The gallery's picture of it (decision 066), shown small on the card; null without one or once closed. */
  picture: posterPictureSchema.nullable(),
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
