/** GET and PUT /presenter/presence: whether the presenter stands at their board, and their session's window. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PresenceState, PresenterPresence } from '@shared/contracts/sessions';
import { api } from '@web/lib/api';
import { presenterApi } from '@web/lib/api-paths/presenter';
import { queryKeys } from '@web/lib/query-keys';

export const presenceQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.presenterPresence(projectId),
    queryFn: ({ signal }) => api<PresenterPresence>(presenterApi(projectId).presence(), { signal }),
  });

export function usePresence(projectId: number) {
  return useQuery(presenceQuery(projectId));
}

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
