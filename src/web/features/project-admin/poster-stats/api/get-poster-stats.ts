/** GET /stats/posters: every poster's totals, sorted by the server, and the project's views by day (decision 056). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PosterStatsSort, ProjectPosterStats } from '@shared/contracts/stats';
import type { SortDir } from '@shared/paging';
import { api } from '@web/lib/api';
import { statsApi } from '@web/lib/api-paths/stats';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export function useProjectPosterStats(params: { sort: PosterStatsSort; dir: SortDir }) {
  const scope = useProjectAdminScope();
  return useQuery({
    queryKey: queryKeys.posterStats(scope.projectId, params),
    queryFn: ({ signal }) =>
      api<ProjectPosterStats>(statsApi(scope.projectId).posters(), {
        query: { ...scope.query, ...params },
        signal,
      }),
    // The table stays while another order is asked for.
    placeholderData: keepPreviousData,
  });
}
