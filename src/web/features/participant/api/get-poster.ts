/** GET /posters/{id}: one poster with its images and audio. */
import { useQuery } from '@tanstack/react-query';
import type { Poster } from '@shared/contracts/posters';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export function usePoster(projectId: number, id: number) {
  return useQuery({
    queryKey: queryKeys.poster(projectId, id),
    queryFn: () => api<Poster>(`/projects/${projectId}/posters/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}
