/** PUT /judge/posters/{posterId}/evaluation as a mutation, through the device's outbox (works without signal). */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  Evaluation,
  EvaluationInput,
  JudgePosterCard,
  JudgePosterView,
} from '@shared/contracts/judging';
import { ApiError } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { clearDraft } from '../lib/draft';
import { submitThroughOutbox, type OutboxRef } from '../lib/outbox';

/**
 * A stored evaluation, in the cache at once: the poster is done in the list and its page shows what was
 * stored; the draft on the device has served its purpose. The progress is asked again.
 */
export function markEvaluated(qc: QueryClient, ref: OutboxRef, evaluation: Evaluation): void {
  clearDraft(ref);
  qc.setQueryData<JudgePosterCard[]>(queryKeys.judgePosters(ref.projectId), (list) =>
    list?.map((p) => (p.poster_id === ref.posterId ? { ...p, evaluated: true } : p)),
  );
  qc.setQueryData<JudgePosterView>(queryKeys.judgePoster(ref.projectId, ref.posterId), (view) =>
    view ? { ...view, evaluation } : view,
  );
  void qc.invalidateQueries({ queryKey: queryKeys.judgeProgress(ref.projectId) });
}

/**
 * PUT /judge/posters/{posterId}/evaluation: create or replace, so sending again after a dropped connection is
 * safe. The submission goes into the outbox first; with signal it is sent at once ('sent'), without it waits
 * there ('waiting') and the outbox sends it when the network returns. A refusal (4xx) is the mutation's error.
 * networkMode 'always': the outbox, not TanStack Query, decides what to do without a network.
 */
export function useSubmitEvaluation(ref: OutboxRef, label: string) {
  const qc = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: EvaluationInput) => submitThroughOutbox(ref, label, input),
    onSuccess: (result) => {
      if (result.status === 'sent') markEvaluated(qc, ref, result.evaluation);
    },
    // A refusal means the server's state moved on (a max lowered, a criterion turned off, the poster no longer
    // assigned): the poster's page is asked again, so the form shows the criteria as they are now, the judge's
    // entries kept.
    onError: (err) => {
      if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401)
        void qc.invalidateQueries({ queryKey: queryKeys.judgePoster(ref.projectId, ref.posterId) });
    },
  });
}
