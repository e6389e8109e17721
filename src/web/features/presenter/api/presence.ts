/** GET and PUT /presenter/presence: whether the presenter stands at their board, and their session's window. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PresenceState, PresenterPresence } from '@shared/contracts/sessions';
import { api } from '@web/lib/api';
import { getQuery } from '@web/lib/get-query';
import { presenterApi } from '@web/lib/api-paths/presenter';
import { queryKeys } from '@web/lib/query-keys';

export const presenceQuery = (projectId: number) =>
  getQuery<PresenterPresence>(queryKeys.presenterPresence(projectId), presenterApi(projectId).presence());

export const usePresence = (projectId: number) => useQuery(presenceQuery(projectId));

export function useSetPresence(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (state: PresenceState) =>
      api<PresenterPresence>(presenterApi(projectId).presence(), { method: 'PUT', body: { state } }),
    onSuccess: (presence) => {
      qc.setQueryData(queryKeys.presenterPresence(projectId), presence);
      // Checking in during the session is what earns a certificate of presentation.
      return qc.invalidateQueries({ queryKey: queryKeys.presenterCertificate(projectId) });
    },
  });
}
