/** GET /judge/posters: the posters assigned to the logged-in judge, each with its evaluated flag. */
import { useQuery } from '@tanstack/react-query';
import type { JudgePosterCard } from '@shared/contracts/judging';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { judgeApi } from '@web/lib/api-paths/judge';

export function useJudgePosters(projectId: number) {
  return useQuery({
    queryKey: queryKeys.judgePosters(projectId),
    queryFn: () => api<JudgePosterCard[]>(judgeApi(projectId).posters()),
  });
}
