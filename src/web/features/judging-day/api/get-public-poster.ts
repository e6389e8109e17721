/**
 * GET /projects/{id}/public-posters/{posterId}: the poster for a visitor without an account, when the project lets
 * anyone with its link read it (decision 055); `{poster: null}` otherwise. Asked by the QR landing page's loader.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Poster } from '@shared/contracts/posters';
import { api } from '@web/lib/api';
import { participantApi } from '@web/lib/api-paths/participant';
import { queryKeys } from '@web/lib/query-keys';

export const publicPosterQuery = (projectId: number, posterId: number) =>
  queryOptions({
    queryKey: [...queryKeys.poster(projectId, posterId), 'public'] as const,
    queryFn: () => api<{ poster: Poster | null }>(participantApi(projectId).publicPoster(posterId)),
    staleTime: 60_000,
  });

export const usePublicPoster = (projectId: number, posterId: number, enabled: boolean) =>
  useQuery({ ...publicPosterQuery(projectId, posterId), enabled });
