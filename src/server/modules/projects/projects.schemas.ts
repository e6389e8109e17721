// Route shapes of the project routes (query string and body fields as the specified calls and the web app send them).
import { z } from 'zod';

/**
 * Route-level shapes for /api/docs. The real validation runs on the merged query + body with the contract
 * schemas (the specified calls pass these fields in the query string, docs/product.md#the-api; the web app sends
 * a JSON body).
 */

export const isActiveFilter = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .enum(['true', 'false', '1', '0'], { error: 'is_active must be true or false' })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
);

const text = z.string().max(20_000, 'value is too long');

/** Project fields as they may appear in a query string (all text). */
export const projectQueryFields = {
  name: text.optional(),
  slug: text.optional(),
  description: text.optional(),
  start_date: text.optional(),
  end_date: text.optional(),
  logo_url: text.optional(),
  settings: text.optional().describe('JSON object as text'),
  time_zone: text.optional().describe('IANA time zone name, e.g. Asia/Seoul (the default)'),
};

/** Project fields as they may appear in a JSON body. */
export const projectBodyFields = {
  name: z.string().optional(),
  slug: z.string().optional(),
  description: z.string().nullable().optional(),
  start_date: z.string().nullable().optional(),
  end_date: z.string().nullable().optional(),
  logo_url: z.string().nullable().optional(),
  settings: z
    .union([z.record(z.string(), z.unknown()), z.string()])
    .nullable()
    .optional(),
  time_zone: z.string().optional(),
};

/** A new project may copy criteria and judges from an earlier one (query: text; body: JSON). */
export const copyQueryFields = {
  copy_from_project_id: text.optional().describe('An earlier project to copy from'),
  copy: text.optional().describe('What to copy, comma-separated: criteria, judges'),
};
export const copyBodyFields = {
  copy_from_project_id: z.union([z.number(), z.string()]).nullable().optional(),
  copy: z.union([z.array(z.string()), z.string()]).optional(),
};

export const isActiveBodyField = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).optional();
