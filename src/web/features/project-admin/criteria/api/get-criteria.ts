/** GET /projects/{id}/evaluation-criteria: every criterion, active or not. */
import type { Criterion } from '@shared/contracts/criteria';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const getCriteria = (s: ProjectAdminScope) =>
  api<Criterion[]>(s.paths.criteria.list(), { query: s.query });
export const useCriteria = () => useProjectQuery(queryKeys.criteria, getCriteria);
