/**
 * GET /hall-map (decisions 059, 061): the hall's plan and every board's place on it. The organiser's editor, the poster
 * pages' map and the judge's share one cache entry; the plan changes rarely, so it is kept a few minutes.
 */
import { useQuery } from '@tanstack/react-query';
import type { HallMap } from '@shared/contracts/hall';
import { api, type Query } from './api';
import { hallApi } from './api-paths/hall';
import { queryKeys } from './query-keys';

const FRESH_MS = 5 * 60_000;

/** While a PDF plan is being rendered (decision 061), the organiser's page asks again this often. */
const RENDERING_POLL_MS = 2000;

/**
 * `query`: the organiser's calls carry admin_id (lib/api-paths/project-admin.ts); nobody else's do.
 * `pollWhileRendering`: asks again every 2 s while a PDF plan is being rendered (the organiser's page).
 */
export function useHallMap(projectId: number, query?: Query, { pollWhileRendering = false } = {}) {
  return useQuery({
    queryKey: queryKeys.hallMap(projectId),
    queryFn: ({ signal }) => api<HallMap>(hallApi(projectId).map(), { query, signal }),
    staleTime: FRESH_MS,
    refetchInterval: (q) => (pollWhileRendering && q.state.data?.plan_rendering ? RENDERING_POLL_MS : false),
  });
}
