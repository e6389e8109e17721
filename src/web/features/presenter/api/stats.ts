/** GET /presenter/stats: the signed-in presenter's poster's statistics (decision 056). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PosterStats } from '@shared/contracts/stats';
import { api } from '@web/lib/api';
import { statsApi } from '@web/lib/api-paths/stats';
import { queryKeys } from '@web/lib/query-keys';

export const presenterStatsQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.presenterStats(projectId),
    queryFn: ({ signal }) => api<PosterStats>(statsApi(projectId).presenter(), { signal }),
  });

export function usePresenterStats(projectId: number) {
  return useQuery(presenterStatsQuery(projectId));
}
