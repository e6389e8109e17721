/**
 * The kiosk's requests: pairing with a screen's link (POST /kiosk/access), its roster (GET /kiosk/posters),
 * searched with q, and the live stream that says when to fetch it again. The whole roster (q empty) is what the
 * home, the poster view, the attract loop and the offline keeper share. Without a network the service worker
 * answers the whole roster from the kiosk's cache, and a search is made here over it
 * (docs/decisions/057-kiosk-offline-and-live.md).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KioskPosters, KioskScreen } from '@shared/contracts/screens';
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
