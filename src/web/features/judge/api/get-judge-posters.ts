/** GET /judge/posters: the posters assigned to the logged-in judge, each with its evaluated flag. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JudgePosterCard } from '@shared/contracts/judging';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { judgeApi } from '@web/lib/api-paths/judge';

export const judgePostersQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.judgePosters(projectId),
    queryFn: () => api<JudgePosterCard[]>(judgeApi(projectId).posters()),
  });

export function useJudgePosters(projectId: number) {
  return useQuery(judgePostersQuery(projectId));
}

/**
 * The assigned posters the server finds for a search word, also inside their approved files (which the list does
 * not hold): their ids, to show beside what the list matches by itself. Two characters at least; offline or
 * failing, nothing more is found and the list's own matches stand.
 */
export function useJudgePosterSearch(projectId: number, q: string): ReadonlySet<number> {
  const search = useQuery({
    queryKey: queryKeys.judgePosterSearch(projectId, q),
    queryFn: () => api<JudgePosterCard[]>(judgeApi(projectId).posters(q)),
    enabled: q.length >= 2,
    retry: false,
    placeholderData: keepPreviousData,
    select: (cards) => new Set(cards.map((c) => c.poster_id)),
  });
  return (q.length >= 2 && search.data) || NONE;
}
const NONE: ReadonlySet<number> = new Set();
