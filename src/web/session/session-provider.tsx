/** The client's view of the session: the `me` query, the selected project and super admin mode's backup. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { LoginBody } from '@shared/contracts/auth';
import type { Role } from '@shared/roles';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';
import { keys, readJson, remove, write } from '../lib/storage';
import { JUDGE_DATA_CACHE } from '../sw/cache-names';
import { sessionQuery, storedSession, storeSession, type Session, type SessionUser } from './session-query';

export { adminUser, memberUser, type Session, type SessionUser } from './session-query';

export type StoredProject = {
  id: number;
  name: string;
  slug: string;
  start_date?: string | null;
  end_date?: string | null;
  is_active?: boolean;
};

type Backup = { user: SessionUser; role: Role; returnPath: string };

type SessionApi = {
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

const SessionContext = createContext<SessionApi | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const qc = useQueryClient();
  const [remembered] = useState(storedSession);
  // This observer never asks the server itself: the guards do (useCheckedSession), on the pages that need it.
  const me = useQuery({ ...sessionQuery, enabled: false });
  const session = me.data !== undefined ? me.data : remembered;
  const [project, setProject] = useState<StoredProject | null>(() =>
    readJson<StoredProject>(keys.currentProject),
  );
  const [hasBackup, setHasBackup] = useState(() => readJson<Backup>(keys.backup) !== null);

  const setSession = useCallback(
    (next: Session | null) => {
      storeSession(next);
      // The judge's data the service worker kept is the last person's: gone at every login and logout.
      if (typeof caches !== 'undefined') void caches.delete(JUDGE_DATA_CACHE);
      qc.setQueryData(queryKeys.me, next);
    },
    [qc],
  );

  const login = useCallback((user: SessionUser, role: Role) => setSession({ user, role }), [setSession]);

  const endLocally = useCallback(() => {
    setSession(null);
    setProject(null);
    setHasBackup(false);
    // What the last person loaded is not the next person's to see.
    qc.removeQueries({ queryKey: queryKeys.projectsData });
    qc.removeQueries({ queryKey: queryKeys.superAdmin.all });
  }, [setSession, qc]);

  const selectProject = useCallback((p: StoredProject) => {
    setProject(p);
    write(keys.currentProject, p);
  }, []);

  const enterProject = useCallback(
    (p: StoredProject, returnPath: string) => {
      if (session) write(keys.backup, { ...session, returnPath } satisfies Backup);
      setHasBackup(true);
      selectProject(p);
      if (session) setSession({ user: session.user, role: 'project_admin' });
    },
    [session, selectProject, setSession],
  );

  const returnToSuperAdmin = useCallback(() => {
    const backup = readJson<Backup>(keys.backup);
    remove(keys.backup);
    setHasBackup(false);
    if (!backup) return '/super-admin/dashboard';
    setSession({ user: backup.user, role: backup.role });
    return backup.returnPath || '/super-admin/dashboard';
  }, [setSession]);

  const user = session?.user ?? null;
  const role = session?.role ?? null;
  const ready = remembered === null || me.isFetched;
  const value = useMemo<SessionApi>(
    () => ({
      user,
      role,
      ready,
      project,
      superAdminMode: hasBackup && role === 'project_admin' && user?.is_super_admin === true,
      login,
      endLocally,
      selectProject,
      enterProject,
      returnToSuperAdmin,
    }),
    [
      user,
      role,
      ready,
      project,
      hasBackup,
      login,
      endLocally,
      selectProject,
      enterProject,
      returnToSuperAdmin,
    ],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

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

/** A login call as a mutation: its answer becomes the session (the `me` query and the browser's copy). */
export function useLoginMutation<R, B = LoginBody>(
  send: (body: B) => Promise<R>,
  toSession: (answer: R) => Session,
) {
  const { login } = useSession();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      const { user, role } = toSession(answer);
      login(user, role);
    },
  });
}

/** POST /api/auth/logout; the browser's session ends whatever the answer (the server's expires on its own). */
export function useLogout() {
  const { endLocally } = useSession();
  return useMutation({
    mutationFn: () => api<void>('/auth/logout', { method: 'POST' }).catch(() => undefined),
    onSettled: endLocally,
  });
}
