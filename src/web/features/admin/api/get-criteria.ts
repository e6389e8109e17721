/** GET /projects/{id}/evaluation-criteria: every criterion, active or not. */
import type { Criterion } from '@shared/contracts/criteria';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type AdminScope } from './scope';

export const getCriteria = (s: AdminScope) =>
  api<Criterion[]>(`${s.base}/evaluation-criteria`, { query: s.query });
export const useCriteria = () => useProjectQuery(queryKeys.criteria, getCriteria);
