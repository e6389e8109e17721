/**
 * The kiosk's requests: pairing with a screen's link (POST /kiosk/access) and its roster (GET /kiosk/posters),
 * searched with q. The whole roster (q empty) is what the home, the poster view and the attract loop share.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KioskPosters, KioskScreen } from '@shared/contracts/screens';
import { api, ApiError } from '@web/lib/api';
import { kioskApi } from '@web/lib/api-paths/kiosk';
import { queryKeys } from '@web/lib/query-keys';

export const kioskPostersQuery = (projectId: number, q = '') =>
  queryOptions({
    queryKey: queryKeys.kioskPosters(projectId, q),
    queryFn: ({ signal }) =>
      api<KioskPosters>(kioskApi(projectId).posters(), { signal, query: q ? { q } : {} }),
    // A replaced or newly approved poster shows within a minute.
    refetchInterval: 60_000,
    retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
  });

export function useKioskPosters(projectId: number, q = '') {
  return useQuery({ ...kioskPostersQuery(projectId, q), placeholderData: keepPreviousData });
}

export function useKioskPair(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api<KioskScreen>(kioskApi(projectId).access(), { method: 'POST', body: { token } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['project', projectId, 'kiosk'] }),
  });
}
