import { z } from 'zod';
import { wholeNumberFrom } from '../schemas';
import { declaredReasons } from './values';

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

/** Where a conflict of interest comes from: the judge declared it, a shared affiliation, the organiser marked it. */
export const conflictSources = ['declared', 'affiliation', 'marked'] as const;
export type ConflictSourceName = (typeof conflictSources)[number];
/** A declared conflict's reason: one of the list, or `abstain` (the judge would rather not judge it). */
export type ConflictReason = (typeof declaredReasons)[number] | 'abstain';
const note = z
  .string({ error: 'note must be text' })
  .trim()
  .max(500, { error: 'note may have at most 500 characters' })
  .optional();

export const declareConflictSchema = z.object({
  reason: z.enum(declaredReasons, { error: `reason must be one of ${declaredReasons.join(', ')}` }),
  note,
});
export const abstainSchema = z.object({ note });
export type DeclareConflictInput = z.input<typeof declareConflictSchema>;

/** What the judge's phone is told after a declaration: the poster has left the list. */
export const declaredConflictSchema = z.object({
  poster_id: z.number(),
  reason: z.enum([...declaredReasons, 'abstain']),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type DeclaredConflict = z.infer<typeof declaredConflictSchema>;

/**
 * A conflict of interest as the organiser sees it. `id` is null for a shared affiliation (no row: it is
 * guessed from the names); `replacement` is the judge the plan would give the poster instead (a declared one).
 */
export const conflictSchema = z.object({
  id: z.number().nullable(),
  ...namedPairFields,
  source: z.enum(conflictSources),
  reason: z.enum([...declaredReasons, 'abstain']).nullable(),
  note: z.string().nullable(),
  created_at: z.string().nullable(),
  replacement: z.object({ judge_id: z.number(), judge_name: z.string() }).nullable(),
});
export type Conflict = z.infer<typeof conflictSchema>;

/** The organiser disputes a conflict (declared or guessed from the affiliation): the pair may be assigned. */
export const clearConflictSchema = z.object({
  judge_id: id('judge_id'),
  poster_id: id('poster_id'),
  reason: z
    .string({ error: 'reason must be text' })
    .trim()
    .min(1, { error: 'reason is required' })
    .max(500, { error: 'reason may have at most 500 characters' }),
});
export type ClearConflictInput = z.input<typeof clearConflictSchema>;

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
