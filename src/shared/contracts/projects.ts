import { z } from 'zod';
import { baseVersionSchema, boolish, dateOnlySchema, emptyToNull, idParam, slugSchema } from '../schemas';
import { timeZoneName } from '../time';
import { publishScopeSchema, winnersPerCategorySchema } from './reports';
import { accountFields } from './fields';

/** A project's phase: setup, open for judging, closed, results published. */
export const phases = ['setup', 'open', 'closed', 'published'] as const;
const phaseSchema = z.enum(phases, { error: `phase must be one of ${phases.join(', ')}` });
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
  /**
   * The typed confirmation (decision 064): closing judging or publishing while evaluations are missing needs the
   * number of evaluations left (GET /phase/missing `confirm`); taking published results down, the project's name.
   */
  confirm: z.string().max(500, 'confirm is too long').optional(),
  /** Publishing: what it shows (decision 064); omitted: the stored choice (scores unless ever chosen). */
  publish_scope: publishScopeSchema.optional(),
  /** Publishing winners: the top N of each category (1 to 20); omitted: the stored N (3 unless chosen). */
  winners_per_category: winnersPerCategorySchema.optional(),
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

/** A project (one conference), as every project call answers it (docs/product.md#records). */
export const projectSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  is_active: z.boolean(),
  logo_url: z.string().nullable(),
  settings: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
  users: z.number(),
  posters: z.number(),
  judges: z.number(),
  /** The phase in effect: `open` with a past judging_closes_at reads as `closed`. */
  phase: phaseSchema,
  judging_closes_at: z.string().nullable(),
  /** The IANA time zone its dates and times are read and written in (Asia/Seoul unless chosen). */
  time_zone: z.string(),
  /** Adds one with every saved change; an edit sends the version it was based on (409 EDIT_CONFLICT if old). */
  version: z.number(),
});
export type Project = z.infer<typeof projectSchema>;

/** What anyone may read without logging in: no free-form `settings`. */
export const publicProjectSchema = projectSchema.omit({ settings: true });
export type PublicProject = z.infer<typeof publicProjectSchema>;

const SETTINGS_LIMITS = { depth: 10, chars: 20_000 };

/** Nesting depth of a JSON value, counted without recursion; stops once past `limit`. */
function jsonDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(v))
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * settings: a JSON object, or its text (query strings carry text). Bounded in depth before its size is
 * measured: writing out a deeply nested value overflowed the stack (a 500).
 */
const settingsSchema = z.union([z.record(z.string(), z.unknown()), z.string()]).superRefine((value, ctx) => {
  let obj: unknown = value;
  if (typeof value === 'string') {
    if (value.length > SETTINGS_LIMITS.chars) {
      ctx.addIssue({
        code: 'custom',
        message: `settings must be at most ${SETTINGS_LIMITS.chars} characters of JSON`,
      });
      return;
    }
    try {
      obj = JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'settings must be a JSON object' });
      return;
    }
  }
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) {
    ctx.addIssue({ code: 'custom', message: 'settings must be a JSON object' });
  } else if (jsonDepth(obj, SETTINGS_LIMITS.depth) > SETTINGS_LIMITS.depth) {
    ctx.addIssue({
      code: 'custom',
      message: `settings must be nested at most ${SETTINGS_LIMITS.depth} levels deep`,
    });
  } else if (JSON.stringify(obj).length > SETTINGS_LIMITS.chars) {
    ctx.addIssue({
      code: 'custom',
      message: `settings must be at most ${SETTINGS_LIMITS.chars} characters of JSON`,
    });
  }
});

const urlSchema = z
  .string()
  .trim()
  .max(2000, 'logo_url is too long')
  .pipe(z.url({ protocol: /^https?$/, error: 'logo_url must be a URL starting with http:// or https://' }));

/** A time zone: an IANA name Intl knows ("Europe/Berlin"), kept in its canonical spelling. */
const timeZoneSchema = z
  .string()
  .trim()
  .min(1, 'time_zone is required')
  .refine((v) => timeZoneName(v) !== null, {
    message: 'time_zone must be an IANA time zone name such as Asia/Seoul',
    params: { code: 'TIME_ZONE_UNKNOWN' },
  })
  .transform((v) => timeZoneName(v)!);

/** A project's own fields; empty description, dates and logo become null (docs/product.md#validation). */
const projectFields = {
  name: z.string().trim().min(1, 'name is required').max(200, 'name must be at most 200 characters'),
  slug: slugSchema,
  description: emptyToNull(z.string().trim().max(5000, 'description must be at most 5000 characters')),
  start_date: emptyToNull(dateOnlySchema),
  end_date: emptyToNull(dateOnlySchema),
  logo_url: emptyToNull(urlSchema),
  settings: emptyToNull(settingsSchema),
  /** Omitted on create: Asia/Seoul. */
  time_zone: timeZoneSchema.optional(),
};

/** Create: name and slug required. */
/** What a new project can take over from an earlier one (judges keep their passwords). */
export const copyKinds = ['criteria', 'judges'] as const;

export const projectCreateSchema = z
  .object({
    ...projectFields,
    copy_from_project_id: emptyToNull(idParam).optional(),
    copy: z
      .preprocess(
        (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
        z.array(z.enum(copyKinds, { error: 'copy lists criteria and/or judges' })).max(2),
      )
      .optional(),
  })
  .refine((p) => !p.copy?.length || p.copy_from_project_id != null, {
    message: 'copy needs copy_from_project_id',
    path: ['copy_from_project_id'],
  })
  .refine((p) => !p.start_date || !p.end_date || p.start_date <= p.end_date, {
    message: 'end_date must not be before start_date',
    path: ['end_date'],
  });
export type ProjectCreate = z.infer<typeof projectCreateSchema>;

/** Edit: any of the create fields, plus is_active (the status toggle). */
export const projectUpdateSchema = z
  .object({ ...projectFields, is_active: boolish })
  .partial()
  .extend({ version: baseVersionSchema });
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

/** A project's admin, as the project detail screen lists them. */
export const projectAdminSchema = z.object({
  id: z.number(),
  admin_id: z.number(),
  ...accountFields,
  email: z.string().nullable(),
  is_super_admin: z.boolean(),
  is_active: z.boolean(),
});
export type ProjectAdmin = z.infer<typeof projectAdminSchema>;
