import { z } from 'zod';

/** The judging day: phases, the assignment plan, conflicts of interest, judges' sign-in links. */

export const phases = ['setup', 'open', 'closed', 'published'] as const;
export const phaseSchema = z.enum(phases, { error: `phase must be one of ${phases.join(', ')}` });
export type Phase = z.infer<typeof phaseSchema>;

/** `open` with a closing time that has passed is closed everywhere (computed on read, no timer). */
export function effectivePhase(stored: Phase, closesAt: string | null, now = new Date()): Phase {
  return stored === 'open' && closesAt !== null && Date.parse(closesAt) <= now.getTime() ? 'closed' : stored;
}

/** Whether going from `from` to `to` goes back (a reason is then required). */
export const goesBack = (from: Phase, to: Phase) => phases.indexOf(to) < phases.indexOf(from);

const closesAtSchema = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'judging_closes_at must be a date and time (ISO 8601)')
  .transform((v) => new Date(v).toISOString());

export const phaseChangeInputSchema = z.object({
  phase: phaseSchema,
  reason: z.string().trim().max(500, 'reason must be at most 500 characters').optional(),
  /** Omitted: unchanged; null: no closing time. */
  judging_closes_at: closesAtSchema.nullable().optional(),
});
export type PhaseChangeInput = z.input<typeof phaseChangeInputSchema>;

export const phaseStateSchema = z.object({
  phase: phaseSchema,
  judging_closes_at: z.string().nullable(),
  changes: z.array(
    z.object({
      from: phaseSchema,
      to: phaseSchema,
      reason: z.string().nullable(),
      admin_id: z.number().nullable(),
      at: z.string(),
    }),
  ),
});
export type PhaseState = z.infer<typeof phaseStateSchema>;

export const pairSchema = z.object({ judge_id: z.number(), poster_id: z.number() });
export type Pair = z.infer<typeof pairSchema>;

/** A judge and a poster as a row of the assignments or of the conflicts of interest names them. */
export const namedPairFields = {
  ...pairSchema.shape,
  judge_name: z.string(),
  poster_title: z.string(),
};

export const planInputSchema = z.object({
  judges_per_poster: z
    .number({ error: 'judges_per_poster must be a whole number from 1 to 20' })
    .int('judges_per_poster must be a whole number from 1 to 20')
    .min(1, 'judges_per_poster must be a whole number from 1 to 20')
    .max(20, 'judges_per_poster must be a whole number from 1 to 20'),
  max_per_judge: z
    .number({ error: 'max_per_judge must be a whole number from 1 to 10000, or null' })
    .int('max_per_judge must be a whole number from 1 to 10000, or null')
    .min(1, 'max_per_judge must be a whole number from 1 to 10000, or null')
    .max(10_000, 'max_per_judge must be a whole number from 1 to 10000, or null')
    .nullable()
    .default(null),
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

export const accessLinkSchema = z.object({ url: z.string(), expires_at: z.string() });
export type AccessLink = z.infer<typeof accessLinkSchema>;
