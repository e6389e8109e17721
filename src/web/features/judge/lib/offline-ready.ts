/**
 * Makes the judge's day work without signal: registers the service worker (only judges need it; it is a few
 * lines here, the worker itself is /sw.js) and, once it controls the page, asks for everything the judge will
 * open so the worker keeps it: the session, the project, the list, the progress, each assigned poster with its
 * criteria, and the poster images of this site. docs/decisions/027-offline-judging.md.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { JudgePosterCard } from '../../../../shared/contracts/judging';
import { api } from '../../../lib/api';
import { mediaUrl } from '../../../lib/media-url';
import { judgePosterQuery } from '../api/get-judge-poster';

/** The worker controlling this page, once there is one (none in development or without support). */
function controlled(): Promise<boolean> {
  const sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!import.meta.env.PROD || !sw) return Promise.resolve(false);
  if (sw.controller) return Promise.resolve(true);
  // A first visit: the worker installs the shell, then takes this page over (clients.claim()).
  void sw.register('/sw.js').catch(() => undefined);
  return new Promise((resolve) =>
    sw.addEventListener('controllerchange', () => resolve(true), { once: true }),
  );
}

/** Registers the worker on a judge page that has no list to keep (login, a poster opened from its QR code). */
export function useServiceWorker(): void {
  useEffect(() => {
    void controlled();
  }, []);
}

/** What has been asked for on this page already, by project: kept once per visit, not on every render. */
const kept = new Set<string>();

/**
 * Once the list is known and the worker controls the page: asks for what the judge will need offline, two
 * requests at a time. Answers that fail are left alone (the page asks again on the next visit with signal).
 */
export function useKeepForOffline(
  projectId: number,
  projectSlug: string,
  posters: JudgePosterCard[] | undefined,
): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (!posters) return;
    let cancelled = false;
    void controlled().then(async (yes) => {
      const key = `${projectId}:${posters.map((p) => p.poster_id).join(',')}`;
      if (!yes || cancelled || kept.has(key) || !navigator.onLine) return;
      kept.add(key);
      const tasks: (() => Promise<unknown>)[] = [
        () => api(`/auth/me`),
        () => api(`/projects/${encodeURIComponent(projectSlug)}`),
        () => api(`/projects/${projectId}/judge/posters`),
        () => api(`/projects/${projectId}/judge/progress`),
        ...posters.map((p) => async () => {
          const view = await qc.fetchQuery({ ...judgePosterQuery(projectId, p.poster_id), staleTime: 0 });
          // The sizes the page shows (card, gallery, viewer), of this site only: the worker keeps no other
          // site's files, and the original is loaded only when zoomed past the screen size.
          const shown = view.poster.images.flatMap((i) => [i.thumb_url, i.medium_url, i.screen_url]);
          for (const src of [...new Set(shown)].map(mediaUrl)) {
            if (src?.startsWith('/')) await fetch(src, { credentials: 'same-origin' });
          }
        }),
      ];
      const worker = async () => {
        for (let task = tasks.shift(); task && !cancelled; task = tasks.shift()) {
          await task().catch(() => undefined);
        }
      };
      await Promise.all([worker(), worker()]);
      // Left before the end (the judge opened a poster): the next visit of the list goes on.
      if (cancelled) kept.delete(key);
    });
    return () => {
      cancelled = true;
    };
  }, [projectId, projectSlug, posters, qc]);
}
