/** GET /projects/{id}/peoples-choice/me: whether the audience vote is open, the limit and this participant's votes. */
import { useQuery } from '@tanstack/react-query';
import type { MyVotes } from '@shared/contracts/reports';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { participantApi } from '@web/lib/api-paths/participant';

export function useMyVotes(projectId: number) {
  return useQuery({
    queryKey: queryKeys.myVotes(projectId),
    queryFn: () => api<MyVotes>(participantApi(projectId).myVotes()),
  });
}
