/** GET /projects/{id}/published-results: the ranking, once the organiser has published it (403 before). */
import { useQuery } from '@tanstack/react-query';
import type { PublishedResultRow } from '@shared/contracts/reports';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { participantApi } from '@web/lib/api-paths/participant';

export function usePublishedResults(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.publishedResults(projectId),
    queryFn: () => api<PublishedResultRow[]>(participantApi(projectId).publishedResults()),
    enabled,
  });
}
