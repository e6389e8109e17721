/**
 * GET /projects/{id}/presenter/poster: the presenter's poster, the settings, the rules and the files. Asked again
 * every 2 s while the newest file is being rendered, until it is not.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PresenterPoster } from '@shared/contracts/submissions';
import { api, ApiError } from '@web/lib/api';
import { presenterApi } from '@web/lib/api-paths/presenter';
import { queryKeys } from '@web/lib/query-keys';

export const POLL_MS = 2000;

export const presenterPosterQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.presenterPoster(projectId),
    queryFn: ({ signal }) => api<PresenterPoster>(presenterApi(projectId).poster(), { signal }),
    refetchInterval: (q) => (q.state.data?.submission?.status === 'processing' ? POLL_MS : false),
    // A refusal (no session, another poster) is not asked again; a network failure is.
    retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
  });

export const usePresenterPoster = (projectId: number) => useQuery(presenterPosterQuery(projectId));
