import { z } from 'zod';
import { roles } from '../roles';

/** The session's principal, as GET /api/auth/me answers it. */
export const meSchema = z.object({
  kind: z.enum(['admin', 'judge', 'user', 'presenter', 'kiosk']),
  /**
   * The role the client uses (docs/product.md#records): super_admin, project_admin, judge or user; presenter for
   * a poster's presenter (id: the poster's id, username: its number as P-012, full_name and email: the
   * presenter's).
   */
  role: z.enum(roles),
  id: z.number(),
  username: z.string(),
  email: z.string().nullable(),
  full_name: z.string().nullable(),
  is_super_admin: z.boolean(),
  /** The project a judge, participant or presenter belongs to; null for admins. */
  project_id: z.number().nullable(),
  /** Projects an admin may manage (all for a super admin is not listed: see is_super_admin). */
  project_ids: z.array(z.number()),
});
export type Me = z.infer<typeof meSchema>;

export const loginBodySchema = z.object({
  username: z.string().trim().min(1, 'username is required').max(64, 'username is too long'),
  password: z.string().min(1, 'password is required').max(256, 'password is too long'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
