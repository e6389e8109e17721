/**
 * What the server's machine lacks for poster files (GET /health/ready's `tools`, decision 079): the organiser's
 * board and the presenter's page say it. Asked once a page visit; a server that is not ready says nothing here.
 */
import { useQuery } from '@tanstack/react-query';
import type { MediaTools, Readiness } from '@shared/contracts/health';
import { api } from './api';
import { projectsApi } from './api-paths/projects';
import { queryKeys } from './query-keys';

export function useMediaTools(): MediaTools | undefined {
  const { data } = useQuery({
    queryKey: queryKeys.mediaTools,
    queryFn: ({ signal }) => api<Readiness>(projectsApi.readiness(), { signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
  return data?.tools;
}
