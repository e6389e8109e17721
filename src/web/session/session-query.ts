/**
 * The session as a TanStack query: GET /api/auth/me, kept with the role the browser chose
 * (docs/product.md#records).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Me } from '@shared/contracts/auth';
import type { Role } from '@shared/roles';
import { api, ApiError } from '../lib/api';
import { authApi } from '../lib/api-paths/auth';
import { queryKeys } from '../lib/query-keys';
import { keys, readJson, readString, remove, write } from '../lib/storage';
import { userFromMe, type Session, type SessionUser } from './session-user';

/**
 * The stored role stays when the server agrees with it (super admin mode is a role the browser picked): applied to
 * the server's answer here, and to the one a page rendered by the server carried (session-provider.tsx).
 */
export function withStoredRole(session: Session, stored: string | null): Session {
  const { user } = session;
  if (user.admin_id === undefined || (stored !== 'project_admin' && stored !== 'super_admin')) return session;
  return { user, role: stored === 'super_admin' && !user.is_super_admin ? 'project_admin' : stored };
}

/** What the browser remembers (docs/product.md#records): only makes the first paint fast, the server decides. */
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
 * A 401 is the normal "no session" answer, not a failure. Asked by the server for every page it renders, and by
 * the browser only where a page needs the session and the browser remembers one: an anonymous visitor's browser
 * never sends it, so never sees a refused request. The answer is kept in the browser's storage by the session
 * provider, whichever side asked.
 */
async function fetchSession(): Promise<Session | null> {
  try {
    const me = await api<Me>(authApi.me());
    return withStoredRole({ user: userFromMe(me), role: me.role }, readString(keys.userRole));
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
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
