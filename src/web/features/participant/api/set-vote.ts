/** PUT or DELETE /projects/{id}/posters/{posterId}/vote: give or withdraw this participant's vote. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyVotes } from '@shared/contracts/reports';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { participantApi } from '@web/lib/api-paths/participant';

export function useSetVote(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ posterId, vote }: { posterId: number; vote: boolean }) =>
      api<MyVotes>(participantApi(projectId).vote(posterId), { method: vote ? 'PUT' : 'DELETE' }),
    onSuccess: (mine) => qc.setQueryData(queryKeys.myVotes(projectId), mine),
    // Refused because the vote closed or the limit was reached meanwhile: show what the server now holds.
    onError: () => qc.invalidateQueries({ queryKey: queryKeys.myVotes(projectId) }),
  });
}
