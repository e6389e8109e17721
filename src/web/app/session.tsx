import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Me } from '../../shared/contracts/auth';
import type { Role } from '../../shared/roles';
import { api, ApiError } from '../lib/api';
import { keys, readJson, readString, remove, write } from '../lib/storage';

/**
 * The client's view of the session. The server's session (an HttpOnly cookie) is the truth: on load the stored
 * user is checked with GET /api/auth/me and dropped if the server no longer knows it.
 */
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
  /** True once the server has confirmed (or denied) the stored session. */
  ready: boolean;
  project: StoredProject | null;
  /** In super admin mode: a super admin acting as a project admin, with a backup to return to. */
  superAdminMode: boolean;
  login: (user: SessionUser, role: Role) => void;
  logout: () => Promise<void>;
  selectProject: (p: StoredProject) => void;
  clearProject: () => void;
  enterProject: (p: StoredProject, returnPath: string) => void;
  /** Restores the super admin session and answers where to go. */
  returnToSuperAdmin: () => string;
};

const SessionContext = createContext<SessionApi | null>(null);

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

function compatibleRole(stored: string | null, me: Me): Role {
  if (me.kind === 'admin' && (stored === 'project_admin' || stored === 'super_admin')) {
    return stored === 'super_admin' && !me.is_super_admin ? 'project_admin' : stored;
  }
  return me.role;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(() => readJson<SessionUser>(keys.user));
  const [role, setRole] = useState<Role | null>(() => (readString(keys.userRole) as Role | null) ?? null);
  const [project, setProject] = useState<StoredProject | null>(() =>
    readJson<StoredProject>(keys.currentProject),
  );
  const [ready, setReady] = useState(false);
  const [hasBackup, setHasBackup] = useState(() => readJson<Backup>(keys.backup) !== null);

  useEffect(() => {
    let cancelled = false;
    api<Me>('/auth/me')
      .then((me) => {
        if (cancelled) return;
        const u = userFromMe(me);
        const r = compatibleRole(readString(keys.userRole), me);
        setUser(u);
        setRole(r);
        write(keys.user, u);
        write(keys.userRole, r);
      })
      .catch((err) => {
        if (cancelled) return;
        if (err instanceof ApiError && err.status === 401) {
          setUser(null);
          setRole(null);
          remove(keys.user, keys.userRole, keys.backup);
          setHasBackup(false);
        }
      })
      .finally(() => !cancelled && setReady(true));
    return () => {
      cancelled = true;
    };
  }, []);

  const login = useCallback((u: SessionUser, r: Role) => {
    setUser(u);
    setRole(r);
    write(keys.user, u);
    write(keys.userRole, r);
    setReady(true);
  }, []);

  const selectProject = useCallback((p: StoredProject) => {
    setProject(p);
    write(keys.currentProject, p);
  }, []);

  const clearProject = useCallback(() => {
    setProject(null);
    remove(keys.currentProject);
  }, []);

  const logout = useCallback(async () => {
    try {
      await api('/auth/logout', { method: 'POST' });
    } catch {
      /* the local session ends regardless; the server's expires on its own */
    }
    setUser(null);
    setRole(null);
    setProject(null);
    remove(keys.user, keys.userRole, keys.currentProject, keys.legacyAdmin, keys.legacyJudge, keys.backup);
    setHasBackup(false);
  }, []);

  const enterProject = useCallback(
    (p: StoredProject, returnPath: string) => {
      if (user && role) write(keys.backup, { user, role, returnPath } satisfies Backup);
      setHasBackup(true);
      selectProject(p);
      setRole('project_admin');
      write(keys.userRole, 'project_admin');
    },
    [user, role, selectProject],
  );

  const returnToSuperAdmin = useCallback(() => {
    const backup = readJson<Backup>(keys.backup);
    remove(keys.backup);
    setHasBackup(false);
    if (!backup) return '/super-admin/dashboard';
    setUser(backup.user);
    setRole(backup.role);
    write(keys.user, backup.user);
    write(keys.userRole, backup.role);
    return backup.returnPath || '/super-admin/dashboard';
  }, []);

  const value = useMemo<SessionApi>(
    () => ({
      user,
      role,
      ready,
      project,
      superAdminMode: hasBackup && role === 'project_admin' && user?.is_super_admin === true,
      login,
      logout,
      selectProject,
      clearProject,
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
      logout,
      selectProject,
      clearProject,
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
