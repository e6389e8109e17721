/**
 * The seal or signature printed on every certificate (decision 071): GET, PUT (multipart) and DELETE
 * /certificates/seal, the organiser's. The award certificates and the certificates of presentation print it.
 */
import type { CertificateSeal } from '@shared/contracts/hall';
import { api } from '@web/lib/api';
import { hallApi } from '@web/lib/api-paths/hall';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectMutation, useProjectQuery } from '@web/features/project-admin/shell/api/scope';
import { fileForm } from '@web/features/project-admin/shell/api/file-form';

export const useCertificateSeal = () =>
  useProjectQuery(queryKeys.certificateSeal, (s) =>
    api<CertificateSeal>(hallApi(s.projectId).seal(), { query: s.query }),
  );

export const useUploadSeal = () =>
  useProjectMutation((s, file: File) =>
    api<CertificateSeal>(hallApi(s.projectId).seal(), {
      method: 'PUT',
      query: s.query,
      form: fileForm(file),
    }),
  );

export const useDeleteSeal = () =>
  useProjectMutation((s, _: void) =>
    api<CertificateSeal>(hallApi(s.projectId).seal(), { method: 'DELETE', query: s.query }),
  );
