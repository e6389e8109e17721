/** GET /projects/{id}/phase/missing: what closing judging or publishing would leave out, asked when the step is. */
import type { MissingWork } from '@shared/contracts/reports';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const getMissingWork = (s: ProjectAdminScope) =>
  api<MissingWork>(s.paths.phaseMissing(), { query: s.query });
export const useMissingWork = (enabled: boolean) =>
  useProjectQuery(queryKeys.phaseMissing, getMissingWork, enabled);
