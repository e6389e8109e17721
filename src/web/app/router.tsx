/**
 * The specified route table (docs/product.md#screens) as React Router's data routes: every page a lazy chunk, and
 * the pages people open from a link or a QR code with a loader that asks for their data. The same table renders
 * on the server (entry-server.tsx) and in the browser (main.tsx); the addresses are lib/paths.ts's.
 */
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRoutesFromElements,
  redirect,
  Route,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { Spinner } from '../components/ui/notices/spinner';
import { paths } from '../lib/paths';
import { ProjectGuard, RequireRole } from './project-guard';
import { RouteErrorElement, RouteErrorScreen } from './route-error';
import { AppRoot, PublicLayout, SuperAdminGuard } from './layouts';
import { pageData } from './page-data';

/**
 * Every page's module, by its path under src/web: Vite makes each a chunk of its own. The organiser's and the super
 * admin's are listed in a chunk of their own (admin-pages.ts), asked for with their first page.
 */
const pageModules = import.meta.glob<{ default: ComponentType }>([
  '../features/*/routes/*.tsx',
  '../features/*/*/routes/*.tsx',
  '!../features/project-admin/**',
  '!../features/super-admin/**',
  '!../features/**/*.test.tsx',
]);
const isAdminArea = (module: string) =>
  module.startsWith('features/project-admin/') || module.startsWith('features/super-admin/');

async function loadPage(module: string): Promise<{ default: ComponentType }> {
  const load = isAdminArea(module)
    ? (await import('./admin-pages')).adminPageModules[`../${module}`]
    : pageModules[`../${module}`];
  if (!load) throw new Error(`No page module ${module}`);
  return load();
}

/**
 * A page is its own chunk, loaded before its route renders (React Router's `lazy`); its loader, when it has one,
 * starts at the same time. A navigation keeps the page on screen until the next one has loaded. `handle.page`
 * names the module, so the server can link its chunk and styles in the HTML of a page it renders.
 */
function page(module: string): { lazy: () => Promise<{ Component: ComponentType }>; handle: PageHandle } {
  if (!isAdminArea(module) && !pageModules[`../${module}`]) throw new Error(`No page module ${module}`);
  return { lazy: async () => ({ Component: (await loadPage(module)).default }), handle: { page: module } };
}

/** What a route tells the server about itself. */
export type PageHandle = { page: string };

const projects = {
  list: page('features/projects/routes/project-list.tsx'),
};
/** Every component in its states (decision 075): public, no data. */
const showcase = page('features/ui-showcase/routes/showcase.tsx');
const superAdmin = {
  login: page('features/super-admin/routes/login.tsx'),
  dashboard: page('features/super-admin/routes/dashboard.tsx'),
  projects: page('features/super-admin/routes/projects.tsx'),
  projectDetail: page('features/super-admin/routes/project-detail.tsx'),
  admins: page('features/super-admin/routes/admins.tsx'),
};
const participant = {
  login: page('features/participant/routes/login.tsx'),
  register: page('features/participant/routes/register.tsx'),
  forgotPassword: page('features/participant/routes/forgot-password.tsx'),
  resetPassword: page('features/participant/routes/reset-password.tsx'),
  posters: page('features/participant/routes/posters.tsx'),
  posterDetail: page('features/participant/routes/poster-detail.tsx'),
  myList: page('features/participant/routes/my-list.tsx'),
};
const projectAdmin = {
  login: page('features/project-admin/login/routes/login.tsx'),
  dashboard: page('features/project-admin/dashboard/routes/dashboard.tsx'),
  posterEdit: page('features/project-admin/posters/routes/poster-edit.tsx'),
  posters: page('features/project-admin/posters/routes/posters.tsx'),
  imageFetches: page('features/project-admin/posters/routes/image-fetches.tsx'),
  questions: page('features/project-admin/questions/routes/questions.tsx'),
  judges: page('features/project-admin/people/routes/judges.tsx'),
  assignments: page('features/project-admin/assignments/routes/assignments.tsx'),
  statistics: page('features/project-admin/dashboard/routes/statistics.tsx'),
  posterStats: page('features/project-admin/poster-stats/routes/poster-stats.tsx'),
  results: page('features/project-admin/results/routes/results.tsx'),
  audit: page('features/project-admin/audit/routes/audit.tsx'),
  mail: page('features/project-admin/mail/routes/mail.tsx'),
  boards: page('features/project-admin/boards/routes/boards.tsx'),
  hallMap: page('features/project-admin/boards/routes/hall-map.tsx'),
  abstractBook: page('features/project-admin/abstract-book/routes/abstract-book.tsx'),
  submissions: page('features/project-admin/submissions/routes/submissions.tsx'),
  submissionReview: page('features/project-admin/submissions/routes/submission-review.tsx'),
  criteria: page('features/project-admin/criteria/routes/criteria.tsx'),
  screens: page('features/project-admin/screens/routes/screens.tsx'),
  participants: page('features/project-admin/people/routes/participants.tsx'),
  printLabels: page('features/project-admin/posters/routes/print-labels.tsx'),
  printJudgeCards: page('features/project-admin/people/routes/print-judge-cards.tsx'),
  printResults: page('features/project-admin/results/routes/print-results.tsx'),
  printCertificates: page('features/project-admin/results/routes/print-certificates.tsx'),
  printPresenceCertificates: page('features/project-admin/boards/routes/print-presence-certificates.tsx'),
};
const judgingDay = {
  posterLink: page('features/judging-day/routes/poster-link.tsx'),
  posterText: page('features/judging-day/routes/poster-text.tsx'),
  accessLink: page('features/judging-day/routes/access-link.tsx'),
  results: page('features/judging-day/routes/results.tsx'),
};
const presenter = {
  link: page('features/presenter/routes/link.tsx'),
  page: page('features/presenter/routes/presenter.tsx'),
  certificate: page('features/presenter/routes/certificate.tsx'),
};
const kiosk = {
  pair: page('features/kiosk/routes/pair.tsx'),
  home: page('features/kiosk/routes/home.tsx'),
  poster: page('features/kiosk/routes/poster.tsx'),
  posterText: page('features/kiosk/routes/poster-text.tsx'),
};
const signIn = { institutionAnswer: page('features/sign-in/routes/institution-answer.tsx') };
const judge = {
  login: page('features/judge/routes/login.tsx'),
  posters: page('features/judge/routes/posters.tsx'),
  evaluate: page('features/judge/routes/evaluate.tsx'),
};

/** The route parameters: the project's slug, a record's id, a sign-in link's token. */
const slug = ':projectSlug';
const id = ':id';

/** The app's whole routing: the browser's router (main.tsx), the server's (entry-server.tsx), a test's. */
export function createRoutes(qc: QueryClient): RouteObject[] {
  const admin = paths.projectAdmin;
  const data = pageData(qc);
  return createRoutesFromElements(
    <Route
      element={<AppRoot />}
      errorElement={<RouteErrorElement />}
      hydrateFallbackElement={<Spinner />}
      loader={data.root}
    >
      <Route element={<PublicLayout />}>
        <Route path={paths.home()} {...projects.list} loader={data.home} />
        <Route path={paths.ui()} {...showcase} />
        <Route path={paths.superAdmin.login()} {...superAdmin.login} />
        <Route path={paths.oidcAnswer()} {...signIn.institutionAnswer} />
        <Route element={<SuperAdminGuard />}>
          <Route path={paths.superAdmin.root()} loader={() => redirect(paths.superAdmin.dashboard())} />
          <Route path={paths.superAdmin.dashboard()} {...superAdmin.dashboard} />
          <Route path={paths.superAdmin.projects()} {...superAdmin.projects} />
          <Route path={paths.superAdmin.project(':projectId')} {...superAdmin.projectDetail} />
          <Route path={paths.superAdmin.admins()} {...superAdmin.admins} />
        </Route>
      </Route>
      <Route path={paths.project(slug)} element={<ProjectGuard />} loader={data.project}>
        <Route index loader={inProjectTo(paths.participant.login)} />
        <Route path={paths.participant.login(slug)} {...participant.login} />
        <Route path={paths.participant.register(slug)} {...participant.register} />
        <Route path={paths.participant.forgotPassword(slug)} {...participant.forgotPassword} />
        <Route path={paths.participant.resetPassword(slug, ':token')} {...participant.resetPassword} />
        <Route element={<RequireRole role="user" login={paths.participant.login} />}>
          <Route path={paths.participant.posters(slug)} {...participant.posters} loader={data.gallery} />
          <Route
            path={paths.participant.poster(slug, id)}
            {...participant.posterDetail}
            loader={data.poster}
          />
          <Route path={paths.participant.results(slug)} {...judgingDay.results} />
          <Route path={paths.participant.myList(slug)} {...participant.myList} />
        </Route>
        <Route path={admin.login(slug)} {...projectAdmin.login} />
        <Route element={<RequireRole role="project_admin" login={admin.login} />}>
          <Route path={admin.root(slug)} loader={inProjectTo(admin.dashboard)} />
          <Route path={admin.dashboard(slug)} {...projectAdmin.dashboard} />
          <Route path={admin.posters(slug)} {...projectAdmin.posters} />
          <Route path={admin.poster(slug, id)} {...projectAdmin.posterEdit} />
          <Route path={admin.imageFetches(slug)} {...projectAdmin.imageFetches} />
          <Route path={admin.questions(slug)} {...projectAdmin.questions} />
          <Route path={admin.judges(slug)} {...projectAdmin.judges} />
          <Route path={admin.assignments(slug)} {...projectAdmin.assignments} />
          <Route path={admin.statistics(slug)} {...projectAdmin.statistics} />
          <Route path={admin.posterStats(slug)} {...projectAdmin.posterStats} />
          <Route path={admin.results(slug)} {...projectAdmin.results} />
          <Route path={admin.audit(slug)} {...projectAdmin.audit} />
          <Route path={admin.mail(slug)} {...projectAdmin.mail} />
          <Route path={admin.boards(slug)} {...projectAdmin.boards} />
          <Route path={admin.hallMap(slug)} {...projectAdmin.hallMap} />
          <Route path={admin.abstractBook(slug)} {...projectAdmin.abstractBook} />
          <Route path={admin.submissions(slug)} {...projectAdmin.submissions} />
          <Route path={admin.submissionReview(slug, id)} {...projectAdmin.submissionReview} />
          <Route path={admin.criteria(slug)} {...projectAdmin.criteria} />
          <Route path={admin.screens(slug)} {...projectAdmin.screens} />
          <Route path={admin.participants(slug)} {...projectAdmin.participants} />
          <Route path={admin.printLabels(slug)} {...projectAdmin.printLabels} />
          <Route path={admin.printJudgeCards(slug)} {...projectAdmin.printJudgeCards} />
          <Route path={admin.printResults(slug)} {...projectAdmin.printResults} />
          <Route path={admin.printCertificates(slug)} {...projectAdmin.printCertificates} />
          <Route path={admin.printPresenceCertificates(slug)} {...projectAdmin.printPresenceCertificates} />
        </Route>
        <Route path={paths.presenter.link(slug, ':token')} {...presenter.link} />
        <Route path={paths.presenter.page(slug)} {...presenter.page} loader={data.presenter} />
        <Route path={paths.presenter.certificate(slug)} {...presenter.certificate} />
        <Route path={paths.kiosk.pair(slug, ':token')} {...kiosk.pair} />
        <Route path={paths.kiosk.home(slug)} {...kiosk.home} loader={data.kiosk} />
        <Route path={paths.kiosk.poster(slug, id)} {...kiosk.poster} loader={data.kiosk} />
        <Route path={paths.kiosk.posterText(slug, id)} {...kiosk.posterText} loader={data.kiosk} />
        <Route path={paths.judge.login(slug)} {...judge.login} />
        <Route path={paths.judge.link(slug, ':token')} {...judgingDay.accessLink} />
        <Route
          path={paths.posterLink(slug, ':posterId')}
          {...judgingDay.posterLink}
          loader={data.posterLink}
        />
        <Route path={paths.posterText(slug, ':posterId')} {...judgingDay.posterText} />
        <Route element={<RequireRole role="judge" login={paths.judge.login} />}>
          <Route path={paths.judge.root(slug)} loader={inProjectTo(paths.judge.posters)} />
          <Route path={paths.judge.posters(slug)} {...judge.posters} loader={data.judgePosters} />
          <Route path={paths.judge.evaluate(slug, id)} {...judge.evaluate} loader={data.evaluate} />
        </Route>
      </Route>
      <Route path="*" element={<RouteErrorScreen notFound />} />
    </Route>,
  );
}

/** A project's own address, or an area's: to one of its pages. */
const inProjectTo =
  (to: (slug: string) => string) =>
  ({ params }: LoaderFunctionArgs) =>
    redirect(to(params.projectSlug ?? ''));
