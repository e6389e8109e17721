/** The specified route table (docs/product.md#screens), every page a lazy chunk; the addresses are lib/paths.ts's. */
import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../lib/paths';
import { ProjectGuard, ProjectRedirect, RequireRole } from './project-guard';
import { RouteErrorBoundary, RouteErrorScreen } from './route-error';
import { PublicLayout, SuperAdminGuard } from './layouts';
import { loadEvaluate, loadGallery, loadJudgePosters, loadPresenter } from './phone-pages';

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
const projectAdmin = {
  login: page(() => import('../features/project-admin/login/routes/login')),
  dashboard: page(() => import('../features/project-admin/dashboard/routes/dashboard')),
  posterEdit: page(() => import('../features/project-admin/posters/routes/poster-edit')),
  judges: page(() => import('../features/project-admin/people/routes/judges')),
  assignments: page(() => import('../features/project-admin/assignments/routes/assignments')),
  statistics: page(() => import('../features/project-admin/dashboard/routes/statistics')),
  results: page(() => import('../features/project-admin/results/routes/results')),
  audit: page(() => import('../features/project-admin/audit/routes/audit')),
  submissions: page(() => import('../features/project-admin/submissions/routes/submissions')),
  criteria: page(() => import('../features/project-admin/criteria/routes/criteria')),
  participants: page(() => import('../features/project-admin/people/routes/participants')),
  printLabels: page(() => import('../features/project-admin/posters/routes/print-labels')),
  printJudgeCards: page(() => import('../features/project-admin/people/routes/print-judge-cards')),
  printResults: page(() => import('../features/project-admin/results/routes/print-results')),
  printCertificates: page(() => import('../features/project-admin/results/routes/print-certificates')),
};
const judgingDay = {
  posterLink: page(() => import('../features/judging-day/routes/poster-link')),
  accessLink: page(() => import('../features/judging-day/routes/access-link')),
  results: page(() => import('../features/judging-day/routes/results')),
};
const presenter = {
  link: page(() => import('../features/presenter/routes/link')),
  page: page(loadPresenter),
};
const judge = {
  login: page(() => import('../features/judge/routes/login')),
  posters: page(loadJudgePosters),
  evaluate: page(loadEvaluate),
};

/** The route parameters: the project's slug, a record's id, a sign-in link's token. */
const slug = ':projectSlug';
const id = ':id';

/** The only routing of the app (inside a BrowserRouter, or a MemoryRouter in tests). */
export function AppRoutes() {
  const admin = paths.projectAdmin;
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path={paths.home()} element={projects.list} />
          <Route path={paths.superAdmin.login()} element={superAdmin.login} />
          <Route element={<SuperAdminGuard />}>
            <Route
              path={paths.superAdmin.root()}
              element={<Navigate to={paths.superAdmin.dashboard()} replace />}
            />
            <Route path={paths.superAdmin.dashboard()} element={superAdmin.dashboard} />
            <Route path={paths.superAdmin.projects()} element={superAdmin.projects} />
            <Route path={paths.superAdmin.project(':projectId')} element={superAdmin.projectDetail} />
            <Route path={paths.superAdmin.admins()} element={superAdmin.admins} />
          </Route>
        </Route>
        <Route path={paths.project(slug)} element={<ProjectGuard />}>
          <Route index element={<ProjectRedirect to={paths.participant.login} />} />
          <Route path={paths.participant.login(slug)} element={participant.login} />
          <Route path={paths.participant.register(slug)} element={participant.register} />
          <Route element={<RequireRole role="user" login={paths.participant.login} />}>
            <Route path={paths.participant.posters(slug)} element={participant.posters} />
            <Route path={paths.participant.poster(slug, id)} element={participant.posterDetail} />
            <Route path={paths.participant.results(slug)} element={judgingDay.results} />
          </Route>
          <Route path={admin.login(slug)} element={projectAdmin.login} />
          <Route element={<RequireRole role="project_admin" login={admin.login} />}>
            <Route path={admin.root(slug)} element={<ProjectRedirect to={admin.dashboard} />} />
            <Route path={admin.dashboard(slug)} element={projectAdmin.dashboard} />
            <Route path={admin.poster(slug, id)} element={projectAdmin.posterEdit} />
            <Route path={admin.judges(slug)} element={projectAdmin.judges} />
            <Route path={admin.assignments(slug)} element={projectAdmin.assignments} />
            <Route path={admin.statistics(slug)} element={projectAdmin.statistics} />
            <Route path={admin.results(slug)} element={projectAdmin.results} />
            <Route path={admin.audit(slug)} element={projectAdmin.audit} />
            <Route path={admin.submissions(slug)} element={projectAdmin.submissions} />
            <Route path={admin.criteria(slug)} element={projectAdmin.criteria} />
            <Route path={admin.participants(slug)} element={projectAdmin.participants} />
            <Route path={admin.printLabels(slug)} element={projectAdmin.printLabels} />
            <Route path={admin.printJudgeCards(slug)} element={projectAdmin.printJudgeCards} />
            <Route path={admin.printResults(slug)} element={projectAdmin.printResults} />
            <Route path={admin.printCertificates(slug)} element={projectAdmin.printCertificates} />
          </Route>
          <Route path={paths.presenter.link(slug, ':token')} element={presenter.link} />
          <Route path={paths.presenter.page(slug)} element={presenter.page} />
          <Route path={paths.judge.login(slug)} element={judge.login} />
          <Route path={paths.judge.link(slug, ':token')} element={judgingDay.accessLink} />
          <Route path={paths.posterLink(slug, ':posterId')} element={judgingDay.posterLink} />
          <Route element={<RequireRole role="judge" login={paths.judge.login} />}>
            <Route path={paths.judge.root(slug)} element={<ProjectRedirect to={paths.judge.posters} />} />
            <Route path={paths.judge.posters(slug)} element={judge.posters} />
            <Route path={paths.judge.evaluate(slug, id)} element={judge.evaluate} />
          </Route>
        </Route>
        <Route path="*" element={<RouteErrorScreen notFound />} />
      </Routes>
    </RouteErrorBoundary>
  );
}
