/** GET /presenter/certificate: the presenter's certificate of presentation, or why there is none (decision 059). */
import { useQuery } from '@tanstack/react-query';
import type { PresenterCertificate } from '@shared/contracts/hall';
import { getQuery } from '@web/lib/get-query';
import { hallApi } from '@web/lib/api-paths/hall';
import { queryKeys } from '@web/lib/query-keys';

export const presenterCertificateQuery = (projectId: number) =>
  getQuery<PresenterCertificate>(
    queryKeys.presenterCertificate(projectId),
    hallApi(projectId).presenterCertificate(),
  );

export const usePresenterCertificate = (projectId: number) => useQuery(presenterCertificateQuery(projectId));
