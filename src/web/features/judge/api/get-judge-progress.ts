/** GET /judge/progress: completed of assigned, and the percentage. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JudgeProgress } from '@shared/contracts/judging';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { judgeApi } from '@web/lib/api-paths/judge';

export const judgeProgressQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.judgeProgress(projectId),
    queryFn: () => api<JudgeProgress>(judgeApi(projectId).progress()),
  });

export function useJudgeProgress(projectId: number) {
  return useQuery(judgeProgressQuery(projectId));
}
