/** The session as a TanStack query: GET /api/auth/me, kept with the role the browser chose (SPEC.md section 3). */
import { queryOptions } from '@tanstack/react-query';
import type { AdminLoginResponse } from '@shared/contracts/admins';
import type { Me } from '@shared/contracts/auth';
import type { Role } from '@shared/roles';
import { api, ApiError } from '../lib/api';
import { queryKeys } from '../lib/query-keys';
import { keys, readJson, readString, remove, write } from '../lib/storage';

export type SessionUser = {
  id: number;
  /** Admins: SPEC.md's admin session user carries admin_id. */
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

/** An admin's session user from a login answer (SPEC.md: the admin session user carries admin_id). */
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

/** The stored role stays when the server agrees with it (super admin mode is a role the browser picked). */
function compatibleRole(stored: string | null, me: Me): Role {
  if (me.kind === 'admin' && (stored === 'project_admin' || stored === 'super_admin')) {
    return stored === 'super_admin' && !me.is_super_admin ? 'project_admin' : stored;
  }
  return me.role;
}

/** What the browser remembers (SPEC.md section 3): only makes the first paint fast, the server decides. */
export function storedSession(): Session | null {
  const user = readJson<SessionUser>(keys.user);
  const role = readString(keys.userRole) as Role | null;
  return user && role ? { user, role } : null;
}

export function storeSession(session: Session | null): void {
  if (session) {
    write(keys.user, session.user);
    write(keys.userRole, session.role);
  } else {
    remove(keys.user, keys.userRole, keys.currentProject, keys.legacyAdmin, keys.legacyJudge, keys.backup);
  }
}

/**
 * A 401 is the normal "no session" answer, not a failure. Only asked where a page needs the session and the
 * browser remembers one: an anonymous visitor never sends it, so never sees a refused request.
 */
async function fetchSession(): Promise<Session | null> {
  try {
    const me = await api<Me>('/auth/me');
    const session = { user: userFromMe(me), role: compatibleRole(readString(keys.userRole), me) };
    storeSession(session);
    return session;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      // The selected project stays: it is the conference the person was in, not their identity.
      remove(keys.user, keys.userRole, keys.backup);
      return null;
    }
    throw err;
  }
}

export const sessionQuery = queryOptions({
  queryKey: queryKeys.me,
  queryFn: fetchSession,
  // Checked once when a page first needs it; logins and logouts set it, so it does not go stale by itself.
  staleTime: Infinity,
  retry: false,
});
