/**
 * The kiosk's requests: pairing with a screen's link (POST /kiosk/access), its roster (GET /kiosk/posters),
 * searched with q, the live stream that says when to fetch it again, and its heartbeat (POST /kiosk/heartbeat:
 * the organiser sees the screen online; decision 071). The whole roster (q empty) is what the
 * home, the poster view, the attract loop and the offline keeper share. Without a network the service worker
 * answers the whole roster from the kiosk's cache, and a search is made here over it
 * (docs/decisions/057-kiosk-offline-and-live.md).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { KIOSK_HEARTBEAT_MS, type KioskPosters, type KioskScreen } from '@shared/contracts/screens';
import { api, apiUrl, ApiError } from '@web/lib/api';
import { kioskApi } from '@web/lib/api-paths/kiosk';
import { useLiveStream } from '@web/lib/live-stream';
import { queryKeys } from '@web/lib/query-keys';
import { forgetKept } from '../lib/kept-posters';
import { searchRoster } from '../lib/roster-search';

export const kioskPostersQuery = (projectId: number, q = '') =>
  queryOptions({
    queryKey: queryKeys.kioskPosters(projectId, q),
    queryFn: async ({ signal, client }): Promise<KioskPosters> => {
      // No network: the search is made over the whole roster (the worker's kept answer when this page has none).
      const offline = async () => {
        const all: KioskPosters = await client.fetchQuery(kioskPostersQuery(projectId));
        return { ...all, items: searchRoster(all.items, q) };
      };
      if (q && !navigator.onLine) return offline();
      try {
        return await api<KioskPosters>(kioskApi(projectId).posters(), { signal, query: q ? { q } : {} });
      } catch (err) {
        if (!q || !(err instanceof ApiError && err.isNetwork)) throw err;
        return offline();
      }
    },
    retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
  });

export function useKioskPosters(projectId: number, q = '') {
  return useQuery({ ...kioskPostersQuery(projectId, q), placeholderData: keepPreviousData });
}

/** While a kiosk page is open: its roster (and searches) fetched again when the server says it changed. */
export function useKioskEvents(projectId: number, paired: boolean) {
  const qc = useQueryClient();
  useLiveStream(paired ? apiUrl(kioskApi(projectId).events()) : null, () => {
    void qc.invalidateQueries({ queryKey: ['project', projectId, 'kiosk'] });
  });
}

/**
 * While a paired kiosk page is open and the browser has a network: "alive" at once, every KIOSK_HEARTBEAT_MS and
 * when the network returns. A beat that fails says nothing: the next one tries again, and the organiser reads
 * "last seen" meanwhile. A plain request, not the live stream: a stream cut without a goodbye (the hall's Wi-Fi
 * gone) stays open on the server for minutes, a request that arrives is the kiosk alive now.
 */
export function useKioskHeartbeat(projectId: number, paired: boolean) {
  useEffect(() => {
    if (!paired) return;
    const beat = () => {
      if (navigator.onLine)
        void api(kioskApi(projectId).heartbeat(), { method: 'POST' }).catch(() => undefined);
    };
    beat();
    const timer = setInterval(beat, KIOSK_HEARTBEAT_MS);
    window.addEventListener('online', beat);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', beat);
    };
  }, [projectId, paired]);
}

export function useKioskPair(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api<KioskScreen>(kioskApi(projectId).access(), { method: 'POST', body: { token } }),
    onSuccess: async () => {
      // Paired again (perhaps with another screen): what was kept for the last roster goes.
      await forgetKept();
      await qc.invalidateQueries({ queryKey: ['project', projectId, 'kiosk'] });
    },
  });
}
