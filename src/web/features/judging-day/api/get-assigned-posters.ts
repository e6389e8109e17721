/** GET /judge/posters for the QR page: is this poster one of the logged-in judge's? (the judge list's own key) */
import { useQuery } from '@tanstack/react-query';
import type { JudgePosterCard } from '@shared/contracts/judging';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { judgeApi } from '@web/lib/api-paths/judge';

export function useAssignedPosters(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.judgePosters(projectId),
    queryFn: () => api<JudgePosterCard[]>(judgeApi(projectId).posters()),
    enabled,
  });
}
