import { z } from 'zod';
import { baseVersionSchema, wholeNumber } from '../schemas';

/** An evaluation criterion (docs/product.md#records). */
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
