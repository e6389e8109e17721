import { z } from 'zod';
import { wholeNumberFrom } from '../schemas';

/** Assignments of judges to posters, the automatic plan and the conflicts of interest. */

export const assignmentSorts = ['number', 'judge', 'poster', 'status'] as const;
export type AssignmentSort = (typeof assignmentSorts)[number];

const pairSchema = z.object({ judge_id: z.number(), poster_id: z.number() });
export type Pair = z.infer<typeof pairSchema>;

/** A judge and a poster as a row of the assignments or of the conflicts of interest names them. */
const namedPairFields = {
  ...pairSchema.shape,
  judge_name: z.string(),
  poster_title: z.string(),
};

/** An assignment of a judge to a poster (docs/product.md#records). */
export const assignmentSchema = z.object({
  id: z.number(),
  ...namedPairFields,
  /** The poster's number within its project (P-012). */
  poster_number: z.number(),
  status: z.enum(['pending', 'completed']),
  created_at: z.string(),
});
export type AssignmentRow = z.infer<typeof assignmentSchema>;

export const planInputSchema = z.object({
  judges_per_poster: wholeNumberFrom('judges_per_poster', 1, 20),
  max_per_judge: wholeNumberFrom('max_per_judge', 1, 10_000, 'null').nullable().default(null),
  apply: z.boolean().default(false),
});
export type PlanInput = z.input<typeof planInputSchema>;

export const planSchema = z.object({
  assignments: z.array(pairSchema),
  per_judge: z.array(
    z.object({ judge_id: z.number(), existing: z.number(), added: z.number(), total: z.number() }),
  ),
  unfilled: z.array(
    z.object({
      poster_id: z.number(),
      missing: z.number(),
      reason: z.enum(['NOT_ENOUGH_JUDGES', 'CONFLICTS', 'MAX_PER_JUDGE']),
    }),
  ),
  conflicts_avoided: z.number(),
  applied: z.boolean(),
});
export type PlanResult = z.infer<typeof planSchema>;

const id = (field: string) =>
  z
    .number({ error: `${field} must be a positive whole number` })
    .int(`${field} must be a positive whole number`)
    .positive(`${field} must be a positive whole number`)
    .max(2_147_483_647, `${field} is too large`);

export const conflictInputSchema = z.object({ judge_id: id('judge_id'), poster_id: id('poster_id') });
export const conflictSchema = z.object({ id: z.number(), ...namedPairFields, created_at: z.string() });
export type Conflict = z.infer<typeof conflictSchema>;

export const bulkAssignSchema = z.object({
  judge_id: id('judge_id'),
  poster_ids: z
    .array(id('poster_ids[]'))
    .min(1, 'poster_ids must name at least one poster')
    .max(5000, 'poster_ids may name at most 5000 posters'),
});
export type BulkAssignInput = z.infer<typeof bulkAssignSchema>;

export const bulkRemoveSchema = z.object({
  ids: z
    .array(id('ids[]'))
    .min(1, 'ids must name at least one assignment')
    .max(5000, 'ids may name at most 5000 assignments'),
});
