/** What the judge will need without signal, asked for so the service worker keeps it (offline-ready.ts). */
import type { QueryClient } from '@tanstack/react-query';
import type { JudgePosterCard } from '@shared/contracts/judging';
import { api } from '@web/lib/api';
import { mediaUrl } from '@web/lib/media-url';
import { judgePosterQuery } from '../api/get-judge-poster';
import { judgeApi } from '@web/lib/api-paths/judge';
import { projectsApi } from '@web/lib/api-paths/projects';
import { authApi } from '@web/lib/api-paths/auth';

/** What has been asked for on this page already, by project: kept once per visit, not on every render. */
const kept = new Set<string>();

/**
 * Asks for the session, the project, the list, the progress, each assigned poster with its criteria and the
 * poster images of this site, two requests at a time. Answers that fail are left alone (the page asks again on
 * the next visit with signal); a visit left before the end (the judge opened a poster) goes on next time.
 */
export async function keepForOffline(
  qc: QueryClient,
  projectId: number,
  projectSlug: string,
  posters: JudgePosterCard[],
  visit: { cancelled: boolean },
): Promise<void> {
  const key = `${projectId}:${posters.map((p) => p.poster_id).join(',')}`;
  if (visit.cancelled || kept.has(key)) return;
  kept.add(key);
  const tasks: (() => Promise<unknown>)[] = [
    () => api(authApi.me()),
    () => api(projectsApi.bySlug(projectSlug)),
    () => api(judgeApi(projectId).posters()),
    () => api(judgeApi(projectId).progress()),
    ...posters.map((p) => async () => {
      const view = await qc.fetchQuery({ ...judgePosterQuery(projectId, p.poster_id), staleTime: 0 });
      // The sizes the pages show (the list card's picture; the poster's card, gallery, viewer), of this site
      // only: the worker keeps no other site's files, and the original is loaded only when zoomed past the
      // screen size.
      const shown = [
        ...(p.picture ? [p.picture.thumb_url] : []),
        ...view.poster.images.flatMap((i) => [i.thumb_url, i.medium_url, i.screen_url]),
      ];
      for (const src of [...new Set(shown)].map(mediaUrl)) {
        if (src?.startsWith('/')) await fetch(src, { credentials: 'same-origin' });
      }
    }),
  ];
  const worker = async () => {
    for (let task = tasks.shift(); task && !visit.cancelled; task = tasks.shift()) {
      await task().catch(() => undefined);
    }
  };
  await Promise.all([worker(), worker()]);
  if (visit.cancelled) kept.delete(key);
}
