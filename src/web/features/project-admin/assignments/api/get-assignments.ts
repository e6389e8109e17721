/** GET /projects/{id}/assignments: every judge-poster pair with its status. */
import type { AssignmentRow } from '@shared/contracts/assignments';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const getAssignments = (s: ProjectAdminScope) =>
  api<AssignmentRow[]>(s.paths.assignments.list(), { query: s.query });
export const useAssignments = () => useProjectQuery(queryKeys.assignments, getAssignments);
