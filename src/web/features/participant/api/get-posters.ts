/** GET /posters: every poster of the project, in display order (any member of the project may read them). */
import { useQuery } from '@tanstack/react-query';
import type { Poster } from '../../../../shared/contracts/posters';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export function usePosters(projectId: number) {
  return useQuery({
    queryKey: queryKeys.posters(projectId),
    queryFn: () => api<Poster[]>(`/projects/${projectId}/posters`),
  });
}
