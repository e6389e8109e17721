/** The session's provider: the `me` query, the selected project and super admin mode's backup. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Role } from '@shared/roles';
import { paths } from '../lib/paths';
import { queryKeys } from '../lib/query-keys';
import { keys, readJson, readString, remove, write } from '../lib/storage';
import { JUDGE_DATA_CACHE } from '../sw/cache-names';
import { useHydrated } from '../lib/use-hydrated';
import { useKeptObject } from '../lib/use-kept-object';
import { SessionContext, type Backup, type SessionApi, type StoredProject } from './session-context';
import { sessionQuery, storedSession, storeSession, withStoredRole } from './session-query';
import type { Session, SessionUser } from './session-user';

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
  // What only this browser knows shows once hydrated: the server rendered the page without it.
  const hydrated = useHydrated();
  // The server's answer, asked here or while the server rendered the page, is what the browser remembers. No
  // session: the selected project stays (it is the conference the person was in, not their identity).
  useEffect(() => {
    if (me.data === null) remove(keys.user, keys.userRole, keys.backup);
    if (!me.data) return;
    const session = withStoredRole(me.data, readString(keys.userRole));
    if (session.role !== me.data.role) qc.setQueryData(queryKeys.me, session);
    storeSession(session);
  }, [me.data, qc]);

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

  // Every project page selects its project once it has loaded: the one already selected stays the same object,
  // so the session's value (and every part of the page that reads it) is not rendered again for nothing.
  const selectProject = useCallback((p: StoredProject) => {
    setProject((was) => (was && sameProject(was, p) ? was : p));
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
    if (!backup) return paths.superAdmin.dashboard();
    setSession({ user: backup.user, role: backup.role });
    return backup.returnPath || paths.superAdmin.dashboard();
  }, [setSession]);

  const user = session?.user ?? null;
  const role = session?.role ?? null;
  // Known when the server has answered (here, or while it rendered the page) or there is nothing to ask.
  const ready = me.data !== undefined || remembered === null || me.isFetched;
  // A boolean, not `hydrated` itself, goes into the value: the end of hydrating then changes the value (and renders
  // every page part that reads the session again, at once, on the phone's main thread) only for a super admin
  // who entered a project, the one person whose page it changes.
  const superAdminMode = hydrated && hasBackup && role === 'project_admin' && user?.is_super_admin === true;
  const value = useKeptObject<SessionApi>({
    user,
    role,
    ready,
    project,
    superAdminMode,
    login,
    endLocally,
    selectProject,
    enterProject,
    returnToSuperAdmin,
  });
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

const sameProject = (a: StoredProject, b: StoredProject) =>
  (Object.keys(b) as (keyof StoredProject)[]).every((k) => a[k] === b[k]) &&
  Object.keys(a).length === Object.keys(b).length;
