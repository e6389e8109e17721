import { z } from 'zod';
import { dateOnlySchema, emptyToNull, slugSchema } from '../schemas';

/** A project (one conference), as every project call answers it (SPEC.md section 3). */
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
});
export type Project = z.infer<typeof projectSchema>;

const urlSchema = z
  .string()
  .trim()
  .max(2000, 'logo_url is too long')
  .pipe(z.url({ protocol: /^https?$/, error: 'logo_url must be a URL starting with http:// or https://' }));

/** Create: name and slug required; empty description, dates and logo become null (SPEC.md section 5). */
export const projectCreateSchema = z
  .object({
    name: z.string().trim().min(1, 'name is required').max(200, 'name must be at most 200 characters'),
    slug: slugSchema,
    description: emptyToNull(z.string().trim().max(5000, 'description must be at most 5000 characters')),
    start_date: emptyToNull(dateOnlySchema),
    end_date: emptyToNull(dateOnlySchema),
    logo_url: emptyToNull(urlSchema),
    settings: emptyToNull(z.union([z.record(z.string(), z.unknown()), z.string()])),
  })
  .refine((p) => !p.start_date || !p.end_date || p.start_date <= p.end_date, {
    message: 'end_date must not be before start_date',
    path: ['end_date'],
  });
export type ProjectCreate = z.infer<typeof projectCreateSchema>;

/** Edit: any of the create fields, plus is_active (the status toggle). */
export const projectUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'name is required').max(200, 'name must be at most 200 characters'),
    slug: slugSchema,
    description: emptyToNull(z.string().trim().max(5000, 'description must be at most 5000 characters')),
    start_date: emptyToNull(dateOnlySchema),
    end_date: emptyToNull(dateOnlySchema),
    logo_url: emptyToNull(urlSchema),
    settings: emptyToNull(z.union([z.record(z.string(), z.unknown()), z.string()])),
    is_active: z.union([
      z.boolean(),
      z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
    ]),
  })
  .partial();
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

/** A project's admin, as the project detail screen lists them. */
export const projectAdminSchema = z.object({
  id: z.number(),
  admin_id: z.number(),
  username: z.string(),
  email: z.string().nullable(),
  full_name: z.string().nullable(),
  is_super_admin: z.boolean(),
  is_active: z.boolean(),
});
export type ProjectAdmin = z.infer<typeof projectAdminSchema>;
