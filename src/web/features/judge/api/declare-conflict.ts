/** POST /judge/posters/{posterId}/conflict or /abstain: the judge steps away from an assigned poster. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConflictReason, DeclaredConflict } from '@shared/contracts/assignments';
import type { JudgePosterCard } from '@shared/contracts/judging';
import { api } from '@web/lib/api';
import { judgeApi } from '@web/lib/api-paths/judge';
import { queryKeys } from '@web/lib/query-keys';
import { clearDraft } from '../lib/draft';
import { dismiss, type OutboxRef } from '../lib/outbox';

/**
 * Declares (or abstains): the server removes the assignment; the device drops the draft never sent and any
 * submission waiting in its outbox, and the poster leaves the list at once.
 */
export function useDeclareConflict(ref: OutboxRef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ reason, note }: { reason: ConflictReason; note: string }) => {
      const paths = judgeApi(ref.projectId);
      const body = { note: note.trim() || undefined };
      return reason === 'abstain'
        ? api<DeclaredConflict>(paths.abstain(ref.posterId), { method: 'POST', body })
        : api<DeclaredConflict>(paths.conflict(ref.posterId), { method: 'POST', body: { ...body, reason } });
    },
    onSuccess: async () => {
      clearDraft(ref);
      await dismiss(ref);
      qc.setQueryData<JudgePosterCard[]>(queryKeys.judgePosters(ref.projectId), (list) =>
        list?.filter((p) => p.poster_id !== ref.posterId),
      );
      qc.removeQueries({ queryKey: queryKeys.judgePoster(ref.projectId, ref.posterId) });
      void qc.invalidateQueries({ queryKey: queryKeys.judgePosters(ref.projectId) });
      void qc.invalidateQueries({ queryKey: queryKeys.judgeProgress(ref.projectId) });
    },
  });
}
