/** Project pages: the project loaded by slug, its banner, and the login and role each area requires. */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import type { Role } from '@shared/roles';
import { Spinner } from '../components/ui/notices/spinner';
import { notice } from '../components/ui/notices/notice-store';
import { paths } from '../lib/paths';
import { NavigateToLogin } from '../session/navigate-to-login';
import { ProjectBanner } from './project-banner';
import { projectBySlugQuery } from '../current-project/fetch-project-by-slug';
import { ProjectContext, useProject } from '../current-project/project-context';
import { useCheckedSession, useSession } from '../session/session-context';

/**
 * The specified project guard (docs/product.md#screens): loads the project by slug with a spinner; missing
 * slug goes home; a failed load or an inactive project shows a notice and goes home.
 */
export function ProjectGuard() {
  const { projectSlug } = useParams();
  const { t } = useTranslation();
  const { selectProject } = useSession();
  const [pageTitle, setPageTitle] = useState('');
  const q = useQuery({ ...projectBySlugQuery(projectSlug ?? ''), enabled: Boolean(projectSlug) });

  const failed = q.isError || (q.data && !q.data.is_active);
  useEffect(() => {
    if (q.isError) notice.error(t('errors.projectNotFound'));
    else if (q.data && !q.data.is_active) notice.error(t('errors.projectInactive'));
  }, [q.isError, q.data, t]);

  useEffect(() => {
    if (q.data?.is_active) {
      const { id, name, slug, start_date, end_date, is_active } = q.data;
      selectProject({ id, name, slug, start_date, end_date, is_active });
    }
  }, [q.data, selectProject]);

  const value = useMemo(() => (q.data ? { project: q.data, setPageTitle } : null), [q.data]);

  if (!projectSlug) return <Navigate to={paths.home()} replace />;
  if (failed) return <Navigate to={paths.home()} replace />;
  if (!value) return <Spinner />;
  return (
    <ProjectContext.Provider value={value}>
      <ProjectBanner title={pageTitle} />
      <main id="main">
        <Outlet />
      </main>
    </ProjectContext.Provider>
  );
}

/**
 * Login and role requirement inside a project. Not logged in for this project: to this area's login page.
 * Logged in with another role: a notice and home (docs/product.md#screens).
 */
export function RequireRole({ role, login }: { role: Role; login: (slug: string) => string }) {
  const project = useProject();
  const { user, role: current, ready } = useCheckedSession();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();

  const decision = useMemo((): 'wait' | 'ok' | 'login' | 'deny' => {
    if (!ready) return 'wait';
    if (!user || !current) return 'login';
    if (role === 'project_admin') {
      if (current !== 'super_admin' && current !== 'project_admin') return 'deny';
      return user.is_super_admin || user.project_ids?.includes(project.id) ? 'ok' : 'deny';
    }
    if (current !== role) return 'deny';
    // The same role in another conference: this project needs its own login.
    return user.project_id === project.id ? 'ok' : 'login';
  }, [ready, user, current, role, project.id]);

  useEffect(() => {
    if (decision === 'deny') {
      notice.error(t('errors.noPermission'));
      navigate(paths.home(), { replace: true });
    }
  }, [decision, t, navigate]);

  if (decision === 'wait') return <Spinner />;
  if (decision === 'login') {
    return <NavigateToLogin to={login(project.slug)} from={location.pathname + location.search} />;
  }
  if (decision === 'deny') return null;
  return <Outlet />;
}
