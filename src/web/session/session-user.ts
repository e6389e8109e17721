/** Who is logged in, as the browser keeps it (the specified `user` entry: docs/product.md#records). */
import type { AdminLoginResponse } from '@shared/contracts/admins';
import type { Me } from '@shared/contracts/auth';
import type { Role } from '@shared/roles';

export type SessionUser = {
  id: number;
  /** Admins: the specified admin session user carries admin_id (docs/product.md#records). */
  admin_id?: number;
  username: string;
  email: string | null;
  full_name: string | null;
  is_super_admin?: boolean;
  /** Judges and participants: their project. */
  project_id?: number | null;
  /** Admins: the projects they administer. */
  project_ids?: number[];
};

/** Who is logged in, and as what: a super admin may act as a project admin (super admin mode). */
export type Session = { user: SessionUser; role: Role };

export function userFromMe(me: Me): SessionUser {
  return {
    id: me.id,
    ...(me.kind === 'admin'
      ? { admin_id: me.id, is_super_admin: me.is_super_admin, project_ids: me.project_ids }
      : {}),
    username: me.username,
    email: me.email,
    full_name: me.full_name,
    project_id: me.project_id,
  };
}

/** An admin's session user from a login answer (the specified admin session user carries admin_id). */
export function adminUser(admin: AdminLoginResponse, projectIds: number[]): SessionUser {
  const { admin_id, username, email, full_name, is_super_admin } = admin;
  return { id: admin_id, admin_id, username, email, full_name, is_super_admin, project_ids: projectIds };
}

/** A judge's or participant's session user: one project. */
export function memberUser(
  id: number,
  m: { username: string; email: string | null; full_name: string | null; project_id: number },
): SessionUser {
  return { id, username: m.username, email: m.email, full_name: m.full_name, project_id: m.project_id };
}
