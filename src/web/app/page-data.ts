/**
 * The loaders of the pages people open from a link or a QR code (decision 042): what each page shows, asked for
 * as its route is matched, through the same query options the page reads with.
 *
 * - On the server a loader waits for its answers, so the HTML carries the page's content and the answers travel
 *   with it (entry-server.tsx); the browser then hydrates without asking again.
 * - In the browser a loader only starts the questions, in parallel with the page's chunk, and returns at once: a
 *   navigation never waits on a slow network (the judge's hall), and the page shows its own spinner, error or
 *   offline copy as before.
 *
 * A loader never fails: a refused or failed answer is the page's to show (the server does not put failures in the
 * page's data; the browser asks again).
 *
 * The judge's queries are in the app's first file (the judge's first visit is the one with a budget, and the
 * judge's pages work offline); every other area's query code is imported when its loader runs, in parallel with
 * the page's chunk that imports it too, so each new area does not weigh on every first visit.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { Project } from '@shared/contracts/projects';
import type { Role } from '@shared/roles';
import { projectBySlugQuery } from '../current-project/fetch-project-by-slug';
import { judgePosterQuery } from '../features/judge/api/get-judge-poster';
import { judgePostersQuery } from '../features/judge/api/get-judge-posters';
import { judgeProgressQuery } from '../features/judge/api/get-judge-progress';
import { publicProjectsQuery } from '../features/projects/api/get-public-projects';
import { queryKeys } from '../lib/query-keys';
import { idFrom } from '../lib/use-id-param';
import { sessionQuery, storedSession } from '../session/session-query';
import type { Session } from '../session/session-user';

/** On the server: the loader's work, awaited. In the browser: started, not awaited. Never a failure. */
function started(work: Promise<unknown>): Promise<null> | null {
  const settled = work.then(
    () => null,
    () => null,
  );
  return import.meta.env.SSR ? settled : null;
}

export function pageData(qc: QueryClient) {
  /** Who is signed in: on the server, the server's answer; in the browser, the one known or remembered. */
  const session = async (): Promise<Session | null> => {
    if (import.meta.env.SSR) return qc.ensureQueryData(sessionQuery);
    const known = qc.getQueryData<Session | null>(queryKeys.me);
    return known !== undefined ? known : storedSession();
  };

  /**
   * The project of the address, then what a page of it asks for with the project's id, only for someone signed in
   * as `role` in this project (as the page's guard lets in): nobody else's page is asked for.
   */
  const inProject = (args: LoaderFunctionArgs, role: Role, then: (project: Project) => Promise<unknown>) =>
    started(
      Promise.all([qc.ensureQueryData(projectBySlugQuery(args.params.projectSlug ?? '')), session()]).then(
        ([project, who]) =>
          project.is_active && who?.role === role && who.user.project_id === project.id
            ? then(project)
            : null,
      ),
    );

  return {
    /**
     * Every page: who is signed in. The server always asks (its session is the truth on first paint, whatever the
     * browser remembers); the browser asks only when it remembers someone, as the guards would.
     */
    root: () => (import.meta.env.SSR || storedSession() ? started(qc.prefetchQuery(sessionQuery)) : null),
    home: () => started(qc.prefetchQuery(publicProjectsQuery)),
    project: (args: LoaderFunctionArgs) =>
      started(qc.prefetchQuery(projectBySlugQuery(args.params.projectSlug ?? ''))),
    judgePosters: (args: LoaderFunctionArgs) =>
      inProject(args, 'judge', (p) =>
        Promise.all([qc.prefetchQuery(judgePostersQuery(p.id)), qc.prefetchQuery(judgeProgressQuery(p.id))]),
      ),
    evaluate: (args: LoaderFunctionArgs) =>
      inProject(args, 'judge', (p) => {
        const id = idFrom(args.params.id);
        return Promise.all([
          id ? qc.prefetchQuery(judgePosterQuery(p.id, id)) : null,
          qc.prefetchQuery(judgePostersQuery(p.id)),
        ]);
      }),
    gallery: (args: LoaderFunctionArgs) =>
      inProject(args, 'user', async (p) => {
        const [{ galleryParams, galleryQuery }, { abstractBookQuery }] = await Promise.all([
          import('../features/participant/api/get-posters'),
          import('../features/participant/api/get-abstract-book'),
        ]);
        const params = galleryParams(new URL(args.request.url).searchParams);
        return Promise.all([
          qc.prefetchInfiniteQuery(galleryQuery(p.id, params)),
          qc.prefetchQuery(abstractBookQuery(p.id)),
        ]);
      }),
    poster: (args: LoaderFunctionArgs) =>
      inProject(args, 'user', async (p) => {
        const id = idFrom(args.params.id);
        if (!id) return;
        const { posterQuery } = await import('../features/participant/api/get-poster');
        return qc.prefetchQuery(posterQuery(p.id, id));
      }),
    /** The QR landing: for a visitor signed in as nobody, the poster when the project lets its link be read. */
    posterLink: (args: LoaderFunctionArgs) =>
      started(
        Promise.all([qc.ensureQueryData(projectBySlugQuery(args.params.projectSlug ?? '')), session()]).then(
          async ([project, who]) => {
            const id = idFrom(args.params.posterId);
            if (!project.is_active || who || !id) return;
            const { publicPosterQuery } = await import('../features/judging-day/api/get-public-poster');
            return qc.prefetchQuery(publicPosterQuery(project.id, id));
          },
        ),
      ),
    presenter: (args: LoaderFunctionArgs) =>
      inProject(args, 'presenter', async (p) => {
        // The page's sections with it: answered with the page, none asks again (and renders again) as it starts.
        const [poster, presence, certificate, questions, stats] = await Promise.all([
          import('../features/presenter/api/get-presenter-poster'),
          import('../features/presenter/api/presence'),
          import('../features/presenter/api/certificate'),
          import('../features/presenter/api/questions'),
          import('../features/presenter/api/stats'),
        ]);
        return Promise.all([
          qc.prefetchQuery(poster.presenterPosterQuery(p.id)),
          qc.prefetchQuery(presence.presenceQuery(p.id)),
          qc.prefetchQuery(certificate.presenterCertificateQuery(p.id)),
          qc.prefetchQuery(questions.presenterQuestionsQuery(p.id)),
          qc.prefetchQuery(stats.presenterStatsQuery(p.id)),
        ]);
      }),
    /** A paired screen's roster (decision 052): its home renders on the server with its cards. */
    kiosk: (args: LoaderFunctionArgs) =>
      inProject(args, 'kiosk', async (p) => {
        const { kioskPostersQuery } = await import('../features/kiosk/api/kiosk');
        return qc.prefetchQuery(kioskPostersQuery(p.id));
      }),
  };
}
