/**
 * Keeps my list for offline, as the judge's list is kept (judge/lib/offline-ready.ts): once the service worker
 * controls the page, asks for the session, the project and the list so the worker holds their last good answers
 * (a page rendered by the server carries them and asks nothing itself). Starring needs signal (decision 053).
 */
import { useEffect } from 'react';
import { api } from '@web/lib/api';
import { authApi } from '@web/lib/api-paths/auth';
import { participantApi } from '@web/lib/api-paths/participant';
import { projectsApi } from '@web/lib/api-paths/projects';
import { controlled } from '@web/lib/service-worker';

export function useKeepMyList(projectId: number, projectSlug: string): void {
  useEffect(() => {
    const visit = { cancelled: false };
    void controlled().then(async (yes) => {
      if (!yes || visit.cancelled || !navigator.onLine) return;
      for (const path of [
        authApi.me(),
        projectsApi.bySlug(projectSlug),
        participantApi(projectId).favorites(),
      ])
        await api(path).catch(() => undefined);
    });
    return () => {
      visit.cancelled = true;
    };
  }, [projectId, projectSlug]);
}
