/**
 * GET /favorites (my list) and PUT or DELETE /posters/{id}/favorite: the participant's starred posters. The list is
 * kept offline by the service worker (its last good answer); a star needs signal (decision 053).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Favorites } from '@shared/contracts/attendees';
import { api } from '@web/lib/api';
import { getQuery } from '@web/lib/get-query';
import { queryKeys } from '@web/lib/query-keys';
import { participantApi } from '@web/lib/api-paths/participant';

export const favoritesQuery = (projectId: number) =>
  getQuery<Favorites>(queryKeys.favorites(projectId), participantApi(projectId).favorites());

export const useFavorites = (projectId: number) => useQuery(favoritesQuery(projectId));

export function useSetFavorite(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ posterId, starred }: { posterId: number; starred: boolean }) =>
      api<Favorites>(participantApi(projectId).favorite(posterId), { method: starred ? 'PUT' : 'DELETE' }),
    // The answer is shown at once; the list is then read again so the service worker's kept copy (what my list
    // shows offline) is this one, not the one before the change.
    onSuccess: (list) => {
      qc.setQueryData(queryKeys.favorites(projectId), list);
      void qc.invalidateQueries({ queryKey: queryKeys.favorites(projectId) });
    },
    onError: () => qc.invalidateQueries({ queryKey: queryKeys.favorites(projectId) }),
  });
}
