import { z } from 'zod';
import { baseVersionSchema, emailSchema, optionalText, passwordSchema, usernameSchema } from '../schemas';

export const judgeSorts = ['number', 'name', 'email', 'affiliation', 'progress'] as const;
export type JudgeSort = (typeof judgeSorts)[number];

/** How a judge is named and reached, in the judges list and on the live dashboard. */
export const judgeContactFields = {
  full_name: z.string(),
  email: z.string(),
  affiliation: z.string().nullable(),
};

/** A judge (docs/product.md#records), with their assignment counts. */
export const judgeSchema = z.object({
  id: z.number(),
  project_id: z.number(),
  username: z.string(),
  ...judgeContactFields,
  specialty: z.string().nullable(),
  assigned_count: z.number(),
  completed_count: z.number(),
  created_at: z.string(),
  /** Adds one with every saved change; an edit sends the version it was based on (409 EDIT_CONFLICT if old). */
  version: z.number(),
});
export type JudgeRow = z.infer<typeof judgeSchema>;

export const judgeCreateSchema = z.object({
  username: usernameSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').pipe(passwordSchema),
  full_name: z
    .string({ error: 'full_name is required' })
    .trim()
    .min(1, 'full_name is required')
    .max(100, 'full_name must be at most 100 characters'),
  email: emailSchema,
  affiliation: optionalText('affiliation', 200),
  specialty: optionalText('specialty', 200),
});
export type JudgeCreate = z.infer<typeof judgeCreateSchema>;

/** Edit: username cannot change; password only when filled. */
export const judgeUpdateSchema = z.object({
  full_name: z
    .string()
    .trim()
    .min(1, 'full_name is required')
    .max(100, 'full_name must be at most 100 characters')
    .optional(),
  email: emailSchema.optional(),
  affiliation: optionalText('affiliation', 200),
  specialty: optionalText('specialty', 200),
  password: z.preprocess((v) => (v === '' ? undefined : v), passwordSchema.optional()),
  version: baseVersionSchema,
});
export type JudgeUpdate = z.infer<typeof judgeUpdateSchema>;
