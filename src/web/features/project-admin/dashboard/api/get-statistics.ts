/** GET /projects/{id}/statistics: as specified, a failure falls back silently to zeros (docs/product.md#the-api). */
import type { ProjectStatistics } from '@shared/contracts/reports';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { emptyStatistics } from './get-dashboard';
import { useProjectQuery, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const getStatistics = (s: ProjectAdminScope) =>
  api<ProjectStatistics>(s.paths.statistics(), { query: s.query }).catch(() => emptyStatistics);
export const useStatistics = () => useProjectQuery(queryKeys.statistics, getStatistics);
