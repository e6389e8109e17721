import { z } from 'zod';
import { boolish, emailSchema, emptyToNull, passwordSchema, usernameSchema } from '../schemas';
import { accountFields } from './fields';

const assignedProjectSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });

/** An admin account (docs/product.md#records). The password is write-only. */
export const adminSchema = z.object({
  id: z.number(),
  admin_id: z.number(),
  ...accountFields,
  is_super_admin: z.boolean(),
  is_active: z.boolean(),
  created_at: z.string(),
  assigned_projects: z.array(assignedProjectSchema),
});
export type AdminAccount = z.infer<typeof adminSchema>;

export const adminCreateSchema = z.object({
  username: usernameSchema,
  password: z
    .string({ error: 'Password is required for new admin' })
    .min(1, 'Password is required for new admin')
    .pipe(passwordSchema),
  email: emailSchema,
  full_name: emptyToNull(z.string().trim().max(100, 'full_name must be at most 100 characters')),
  is_super_admin: boolish.default(false),
  /** The conferences the new admin is assigned to at once (each must exist). */
  project_ids: z
    .array(z.number().int().positive(), { error: 'project_ids must be a list of project ids' })
    .max(500)
    .default([]),
});
export type AdminCreate = z.infer<typeof adminCreateSchema>;

/** Edit: username cannot change; a blank or missing password keeps the current one. */
export const adminUpdateSchema = z.object({
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
  full_name: emptyToNull(z.string().trim().max(100, 'full_name must be at most 100 characters')).optional(),
  is_super_admin: boolish.optional(),
  is_active: boolish.optional(),
  password: z.preprocess((v) => (v === '' ? undefined : v), passwordSchema.optional()),
});
export type AdminUpdate = z.infer<typeof adminUpdateSchema>;

/** The admin login answer (docs/product.md#records), of both the super admin and project admin logins: who the admin is. */
export const adminLoginResponseSchema = adminSchema.pick({
  admin_id: true,
  id: true,
  username: true,
  email: true,
  full_name: true,
  is_super_admin: true,
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

/** GET /api/super-admin/dashboard (docs/product.md#records). */
export const superAdminDashboardSchema = z.object({
  summary: z.object({
    total_projects: z.number(),
    active_projects: z.number(),
    total_admins: z.number(),
    super_admins: z.number(),
    total_users: z.number(),
    total_posters: z.number(),
    total_evaluations: z.number(),
  }),
  projects: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      slug: z.string(),
      is_active: z.boolean(),
      users: z.number(),
      posters: z.number(),
      judges: z.number(),
    }),
  ),
});
export type SuperAdminDashboard = z.infer<typeof superAdminDashboardSchema>;
