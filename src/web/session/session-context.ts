/** The client's view of the session, as pages read it: who is logged in, the selected project, super admin mode. */
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { Role } from '@shared/roles';
import { sessionQuery, storedSession } from './session-query';
import type { SessionUser } from './session-user';

export type StoredProject = {
  id: number;
  name: string;
  slug: string;
  start_date?: string | null;
  end_date?: string | null;
  is_active?: boolean;
};

export type Backup = { user: SessionUser; role: Role; returnPath: string };

export type SessionApi = {
  user: SessionUser | null;
  role: Role | null;
  /** True once the server has confirmed (or denied) the remembered session, or when there is none to check. */
  ready: boolean;
  project: StoredProject | null;
  /** In super admin mode: a super admin acting as a project admin, with a backup to return to. */
  superAdminMode: boolean;
  /** After a login call succeeded: the session query and the browser's copy both hold the new session. */
  login: (user: SessionUser, role: Role) => void;
  /** Ends the session in the browser only (the server's has already ended: a 401). */
  endLocally: () => void;
  selectProject: (p: StoredProject) => void;
  enterProject: (p: StoredProject, returnPath: string) => void;
  /** Restores the super admin session and answers where to go. */
  returnToSuperAdmin: () => string;
};

export const SessionContext = createContext<SessionApi | null>(null);

export function useSession(): SessionApi {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside SessionProvider');
  return ctx;
}

/**
 * The session on a page that needs it: asks GET /api/auth/me once if the browser remembers a session, so a
 * session the server has ended is not trusted. Without a remembered session there is nothing to ask.
 */
export function useCheckedSession(): SessionApi {
  const session = useSession();
  useQuery({ ...sessionQuery, enabled: storedSession() !== null });
  return session;
}
