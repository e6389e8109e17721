/**
 * Keeps my list for offline, as the judge's list is kept (judge/lib/offline-ready.ts): once the service worker
 * controls the page, asks for the session, the project and the list so the worker holds their last good answers
 * (a page rendered by the server carries them and asks nothing itself), then each poster's small picture of this
 * site (decision 071). Starring needs signal (decision 053).
 */
import { useEffect } from 'react';
import type { Favorites } from '@shared/contracts/attendees';
import { api } from '@web/lib/api';
import { authApi } from '@web/lib/api-paths/auth';
import { participantApi } from '@web/lib/api-paths/participant';
import { projectsApi } from '@web/lib/api-paths/projects';
import { mediaUrl } from '@web/lib/media-url';
import { controlled } from '@web/lib/service-worker';

export function useKeepMyList(projectId: number, projectSlug: string): void {
  useEffect(() => {
    const visit = { cancelled: false };
    void controlled().then(async (yes) => {
      if (!yes || visit.cancelled || !navigator.onLine) return;
      for (const path of [authApi.me(), projectsApi.bySlug(projectSlug)])
        await api(path).catch(() => undefined);
      const list = await api<Favorites>(participantApi(projectId).favorites()).catch(() => null);
      for (const p of list?.posters ?? []) {
        const src = mediaUrl(p.picture?.thumb_url);
        if (visit.cancelled) return;
        if (src?.startsWith('/')) await fetch(src, { credentials: 'same-origin' }).catch(() => undefined);
      }
    });
    return () => {
      visit.cancelled = true;
    };
  }, [projectId, projectSlug]);
}
