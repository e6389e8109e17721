/** PUT /judge/posters/{posterId}/evaluation as a mutation: the judge's scores and comment, created or replaced. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Evaluation, EvaluationInput } from '../../../../shared/contracts/judging';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/**
 * PUT /judge/posters/{posterId}/evaluation: create or replace, so sending again after a dropped connection is safe.
 * networkMode 'always': when the phone is offline the call fails at once (and the judge is told) instead of waiting
 * silently; the draft stays on the device.
 */
export function useSubmitEvaluation(projectId: number, posterId: number) {
  const qc = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: EvaluationInput) =>
      api<Evaluation>(`/projects/${projectId}/judge/posters/${posterId}/evaluation`, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.judgePosters(projectId) }),
        qc.invalidateQueries({ queryKey: queryKeys.judgeProgress(projectId) }),
        qc.invalidateQueries({ queryKey: queryKeys.judgePoster(projectId, posterId) }),
      ]);
    },
  });
}
