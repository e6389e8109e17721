/** The pages people open on a phone in the hall, and what their first visit starts at once (decision 035). */
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '../lib/paths';
import { sessionQuery, storedSession } from '../session/session-query';

export const loadGallery = () => import('../features/participant/routes/posters');
export const loadJudgePosters = () => import('../features/judge/routes/posters');
export const loadEvaluate = () => import('../features/judge/routes/evaluate');
export const loadPresenter = () => import('../features/presenter/routes/presenter');

/** The pages people open on a phone in the hall, by their route (app/router.tsx). */
const phonePages: [path: string, load: () => Promise<unknown>][] = [
  [paths.judge.posters(':projectSlug'), loadJudgePosters],
  [paths.judge.evaluate(':projectSlug', ':id'), loadEvaluate],
  [paths.participant.posters(':projectSlug'), loadGallery],
  [paths.presenter.page(':projectSlug'), loadPresenter],
];

/**
 * As the app starts on a phone page: asks for its chunk and, when the browser remembers a session, for the
 * session, at once and in parallel with the project, instead of one after the other as the guards come to them
 * (the project, then the session, then the page's chunk, then its data: the first visit of decision 035). The guards
 * then find both on their way; nothing is asked that the page would not ask.
 */
export function startPhonePage(pathname: string, qc: QueryClient): void {
  const hit = phonePages.find(([path]) => matchPath(path, pathname));
  if (!hit) return;
  void hit[1]();
  if (storedSession()) void qc.prefetchQuery(sessionQuery);
}
