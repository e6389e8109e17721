/**
 * Makes the judge's day work without signal: registers the service worker (only judges need it; it is a few
 * lines here, the worker itself is /sw.js) and, once it controls the page, asks for everything the judge will
 * open so the worker keeps it: the session, the project, the list, the progress, each assigned poster with its
 * criteria, and the poster images of this site. docs/decisions/027-offline-judging.md.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { JudgePosterCard } from '@shared/contracts/judging';
import { controlled } from '@web/lib/service-worker';

/**
 * Once the list is known and the worker controls the page: asks for what the judge will need offline
 * (keep-for-offline.ts, loaded then: the list's first screen does not need it).
 */
export function useKeepForOffline(
  projectId: number,
  projectSlug: string,
  posters: JudgePosterCard[] | undefined,
): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (!posters) return;
    const visit = { cancelled: false };
    void controlled().then(async (yes) => {
      if (!yes || visit.cancelled || !navigator.onLine) return;
      const { keepForOffline } = await import('./keep-for-offline');
      await keepForOffline(qc, projectId, projectSlug, posters, visit);
    });
    return () => {
      visit.cancelled = true;
    };
  }, [projectId, projectSlug, posters, qc]);
}
