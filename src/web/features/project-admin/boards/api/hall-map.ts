/**
 * The hall map (decision 059): the plan (PUT multipart, DELETE), the boards' places (PUT), the certificates
 * setting (PUT) and who gets a certificate of presentation (GET). The map itself is read with lib/use-hall-map.ts.
 */
import type { BoardPosition, HallMap, PresenceCertificate } from '@shared/contracts/hall';
import { api } from '@web/lib/api';
import { hallApi } from '@web/lib/api-paths/hall';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectMutation, useProjectQuery } from '@web/features/project-admin/shell/api/scope';
import { fileForm } from '@web/features/project-admin/shell/api/file-form';

export const useUploadPlan = () =>
  useProjectMutation((s, file: File) =>
    api<HallMap>(hallApi(s.projectId).plan(), { method: 'PUT', query: s.query, form: fileForm(file) }),
  );

export const useDeletePlan = () =>
  useProjectMutation((s, _: void) =>
    api<HallMap>(hallApi(s.projectId).plan(), { method: 'DELETE', query: s.query }),
  );

export const useSavePositions = () =>
  useProjectMutation((s, positions: BoardPosition[]) =>
    api<HallMap>(hallApi(s.projectId).positions(), { method: 'PUT', query: s.query, body: { positions } }),
  );

export const useSetPresenceCertificates = () =>
  useProjectMutation((s, on: boolean) =>
    api<HallMap>(hallApi(s.projectId).settings(), {
      method: 'PUT',
      query: s.query,
      body: { presence_certificates: on },
    }),
  );

export const usePresenceCertificates = (enabled: boolean) =>
  useProjectQuery(
    queryKeys.presenceCertificates,
    (s) => api<PresenceCertificate[]>(hallApi(s.projectId).presenceCertificates(), { query: s.query }),
    enabled,
  );
