/** GET /presenter/certificate: the presenter's certificate of presentation, or why there is none (decision 059). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PresenterCertificate } from '@shared/contracts/hall';
import { api } from '@web/lib/api';
import { hallApi } from '@web/lib/api-paths/hall';
import { queryKeys } from '@web/lib/query-keys';

export const presenterCertificateQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.presenterCertificate(projectId),
    queryFn: ({ signal }) => api<PresenterCertificate>(hallApi(projectId).presenterCertificate(), { signal }),
  });

export function usePresenterCertificate(projectId: number) {
  return useQuery(presenterCertificateQuery(projectId));
}
