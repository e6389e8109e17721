import { useQuery } from '@tanstack/react-query';
import type { Poster } from '../../../../shared/contracts/posters';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** GET /posters: every poster of the project, in display order. */
export function usePosters(projectId: number) {
  return useQuery({
    queryKey: queryKeys.posters(projectId),
    queryFn: () => api<Poster[]>(`/projects/${projectId}/posters`),
  });
}

/** GET /posters/{id}. */
export function usePoster(projectId: number, id: number) {
  return useQuery({
    queryKey: queryKeys.poster(projectId, id),
    queryFn: () => api<Poster>(`/projects/${projectId}/posters/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}
