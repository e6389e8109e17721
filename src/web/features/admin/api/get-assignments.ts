/** GET /projects/{id}/assignments: every judge-poster pair with its status. */
import type { AssignmentRow } from '@shared/contracts/assignments';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type AdminScope } from './scope';

export const getAssignments = (s: AdminScope) =>
  api<AssignmentRow[]>(`${s.base}/assignments`, { query: s.query });
export const useAssignments = () => useProjectQuery(queryKeys.assignments, getAssignments);
