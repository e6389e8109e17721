/** POST /projects/{id}/presenter/access {token}: signs the presenter in with the poster's personal link. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { presenterApi } from '@web/lib/api-paths/presenter';

export function usePresenterAccess(projectId: number) {
  return useMutation({
    mutationFn: (token: string) =>
      api<unknown>(presenterApi(projectId).access(), { method: 'POST', body: { token } }),
  });
}
