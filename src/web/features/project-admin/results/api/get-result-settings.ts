/** GET /projects/{id}/results/settings: the ranking method, weights, tie-break and the people's choice. */
import type { ResultSettings } from '@shared/contracts/reports';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const getResultSettings = (s: ProjectAdminScope) =>
  api<ResultSettings>(s.paths.results.settings(), { query: s.query });
export const useResultSettings = () => useProjectQuery(queryKeys.resultSettings, getResultSettings);
