/** PUT /projects/{id}/presenter/consent: the presenter refuses (or allows again) downloads and after-event access. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PresenterConsent } from '@shared/contracts/submissions';
import { api } from '@web/lib/api';
import { presenterApi } from '@web/lib/api-paths/presenter';
import { queryKeys } from '@web/lib/query-keys';

export function useSetConsent(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PresenterConsent) =>
      api<Required<PresenterConsent>>(presenterApi(projectId).consent(), { method: 'PUT', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.presenterPoster(projectId) }),
  });
}
