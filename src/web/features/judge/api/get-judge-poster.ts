/** GET /judge/posters/{posterId}: the poster, the active criteria and this judge's evaluation (or null). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JudgePosterView } from '@shared/contracts/judging';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { judgeApi } from '@web/lib/api-paths/judge';

export function fetchJudgePoster(projectId: number, posterId: number): Promise<JudgePosterView> {
  return api<JudgePosterView>(judgeApi(projectId).poster(posterId));
}

export function judgePosterQuery(projectId: number, posterId: number) {
  return queryOptions({
    queryKey: queryKeys.judgePoster(projectId, posterId),
    queryFn: () => fetchJudgePoster(projectId, posterId),
    // The form is seeded once from this answer; a background refetch must not reset what the judge typed.
    staleTime: Infinity,
  });
}

export function useJudgePoster(projectId: number, posterId: number) {
  return useQuery({
    ...judgePosterQuery(projectId, posterId),
    enabled: Number.isInteger(posterId) && posterId > 0,
  });
}
