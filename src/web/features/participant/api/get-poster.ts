/** GET /posters/{id}: one poster with its images and audio. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Poster } from '@shared/contracts/posters';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { participantApi } from '@web/lib/api-paths/participant';

export const posterQuery = (projectId: number, id: number) =>
  queryOptions({
    queryKey: queryKeys.poster(projectId, id),
    queryFn: () => api<Poster>(participantApi(projectId).poster(id)),
    enabled: Number.isInteger(id) && id > 0,
  });

export function usePoster(projectId: number, id: number) {
  return useQuery(posterQuery(projectId, id));
}
