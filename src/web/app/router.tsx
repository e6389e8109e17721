/** SPEC.md section 2's route table, every page a lazy chunk. */
import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ProjectGuard, RequireRole } from './project-guard';
import { RouteErrorBoundary, RouteErrorScreen } from './route-error';
import { PublicLayout, SuperAdminGuard } from './layouts';
import { loadEvaluate, loadGallery, loadJudgePosters } from './phone-pages';

/**
 * A page is its own chunk, loaded when its route first renders. The layouts hold the Suspense boundary that
 * shows a spinner meanwhile; React Router's navigations are transitions, so a page already on screen stays
 * there until the next one has loaded.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

const projects = {
  list: page(() => import('../features/projects/routes/project-list')),
};
const superAdmin = {
  login: page(() => import('../features/super-admin/routes/login')),
  dashboard: page(() => import('../features/super-admin/routes/dashboard')),
  projects: page(() => import('../features/super-admin/routes/projects')),
  projectDetail: page(() => import('../features/super-admin/routes/project-detail')),
  admins: page(() => import('../features/super-admin/routes/admins')),
};

const participant = {
  login: page(() => import('../features/participant/routes/login')),
  register: page(() => import('../features/participant/routes/register')),
  posters: page(loadGallery),
  posterDetail: page(() => import('../features/participant/routes/poster-detail')),
};
const admin = {
  login: page(() => import('../features/project-admin/login/routes/login')),
  dashboard: page(() => import('../features/project-admin/dashboard/routes/dashboard')),
  posterEdit: page(() => import('../features/project-admin/posters/routes/poster-edit')),
  judges: page(() => import('../features/project-admin/people/routes/judges')),
  assignments: page(() => import('../features/project-admin/assignments/routes/assignments')),
  statistics: page(() => import('../features/project-admin/dashboard/routes/statistics')),
  results: page(() => import('../features/project-admin/results/routes/results')),
  audit: page(() => import('../features/project-admin/audit/routes/audit')),
  criteria: page(() => import('../features/project-admin/criteria/routes/criteria')),
  users: page(() => import('../features/project-admin/people/routes/participants')),
};
const judgingDay = {
  posterLink: page(() => import('../features/judging-day/routes/poster-link')),
  accessLink: page(() => import('../features/judging-day/routes/access-link')),
  results: page(() => import('../features/judging-day/routes/results')),
  printLabels: page(() => import('../features/project-admin/posters/routes/print-labels')),
  printJudgeCards: page(() => import('../features/project-admin/people/routes/print-judge-cards')),
  printResults: page(() => import('../features/project-admin/results/routes/print-results')),
  printCertificates: page(() => import('../features/project-admin/results/routes/print-certificates')),
};
const judge = {
  login: page(() => import('../features/judge/routes/login')),
  posters: page(loadJudgePosters),
  evaluate: page(loadEvaluate),
};

/** The only routing of the app (inside a BrowserRouter, or a MemoryRouter in tests). */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/" element={projects.list} />
          <Route path="/super-admin/login" element={superAdmin.login} />
          <Route element={<SuperAdminGuard />}>
            <Route path="/super-admin" element={<Navigate to="/super-admin/dashboard" replace />} />
            <Route path="/super-admin/dashboard" element={superAdmin.dashboard} />
            <Route path="/super-admin/projects" element={superAdmin.projects} />
            <Route path="/super-admin/projects/:projectId" element={superAdmin.projectDetail} />
            <Route path="/super-admin/admins" element={superAdmin.admins} />
          </Route>
        </Route>
        <Route path="/projects/:projectSlug" element={<ProjectGuard />}>
          <Route index element={<Navigate to="user/login" replace />} />
          <Route path="user/login" element={participant.login} />
          <Route path="user/register" element={participant.register} />
          <Route element={<RequireRole role="user" loginPath="user/login" />}>
            <Route path="user/posters" element={participant.posters} />
            <Route path="user/posters/:id" element={participant.posterDetail} />
            <Route path="user/results" element={judgingDay.results} />
          </Route>
          <Route path="admin/login" element={admin.login} />
          <Route element={<RequireRole role="project_admin" loginPath="admin/login" />}>
            <Route path="admin" element={<Navigate to="dashboard" replace />} />
            <Route path="admin/dashboard" element={admin.dashboard} />
            <Route path="admin/posters/:id" element={admin.posterEdit} />
            <Route path="admin/judges" element={admin.judges} />
            <Route path="admin/assignments" element={admin.assignments} />
            <Route path="admin/statistics" element={admin.statistics} />
            <Route path="admin/results" element={admin.results} />
            <Route path="admin/audit" element={admin.audit} />
            <Route path="admin/criteria" element={admin.criteria} />
            <Route path="admin/users" element={admin.users} />
            <Route path="admin/print/labels" element={judgingDay.printLabels} />
            <Route path="admin/print/judge-cards" element={judgingDay.printJudgeCards} />
            <Route path="admin/print/results" element={judgingDay.printResults} />
            <Route path="admin/print/certificates" element={judgingDay.printCertificates} />
          </Route>
          <Route path="judge/login" element={judge.login} />
          <Route path="judge/link/:token" element={judgingDay.accessLink} />
          <Route path="p/:posterId" element={judgingDay.posterLink} />
          <Route element={<RequireRole role="judge" loginPath="judge/login" />}>
            <Route path="judge" element={<Navigate to="posters" replace />} />
            <Route path="judge/posters" element={judge.posters} />
            <Route path="judge/evaluate/:id" element={judge.evaluate} />
          </Route>
        </Route>
        <Route path="*" element={<RouteErrorScreen notFound />} />
      </Routes>
    </RouteErrorBoundary>
  );
}
