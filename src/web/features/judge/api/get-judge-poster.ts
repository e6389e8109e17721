/** GET /judge/posters/{posterId}: the poster, the active criteria and this judge's evaluation (or null). */
import { useQuery } from '@tanstack/react-query';
import type { JudgePosterView } from '../../../../shared/contracts/judging';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export function useJudgePoster(projectId: number, posterId: number) {
  return useQuery({
    queryKey: queryKeys.judgePoster(projectId, posterId),
    queryFn: () => api<JudgePosterView>(`/projects/${projectId}/judge/posters/${posterId}`),
    enabled: Number.isInteger(posterId) && posterId > 0,
    // The form is seeded once from this answer; a background refetch must not reset what the judge typed.
    staleTime: Infinity,
  });
}
