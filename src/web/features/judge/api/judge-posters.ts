import { useQuery } from '@tanstack/react-query';
import type { JudgePosterCard, JudgeProgress } from '../../../../shared/contracts/judging';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** GET /judge/posters: the posters assigned to the logged-in judge, each with its evaluated flag. */
export function useJudgePosters(projectId: number) {
  return useQuery({
    queryKey: queryKeys.judgePosters(projectId),
    queryFn: () => api<JudgePosterCard[]>(`/projects/${projectId}/judge/posters`),
  });
}

/** GET /judge/progress: completed of assigned, and the percentage. */
export function useJudgeProgress(projectId: number) {
  return useQuery({
    queryKey: queryKeys.judgeProgress(projectId),
    queryFn: () => api<JudgeProgress>(`/projects/${projectId}/judge/progress`),
  });
}
