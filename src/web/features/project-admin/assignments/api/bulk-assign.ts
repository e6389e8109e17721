/** POST /projects/{id}/assignments/bulk: one judge, many posters, one transaction. */
import type { BulkAssignInput } from '@shared/contracts/assignments';
import { api } from '@web/lib/api';
import { useProjectMutation, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const bulkAssign = (s: ProjectAdminScope, input: BulkAssignInput) =>
  api<{ assignments: unknown[]; already_assigned: number[] }>(s.paths.assignments.bulk(), {
    method: 'POST',
    query: s.query,
    body: input,
  });
export const useBulkAssign = () => useProjectMutation(bulkAssign);
