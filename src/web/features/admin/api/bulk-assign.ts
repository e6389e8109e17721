/** POST /projects/{id}/assignments/bulk: one judge, many posters, one transaction. */
import type { BulkAssignInput } from '@shared/contracts/assignments';
import { api } from '@web/lib/api';
import { useProjectMutation, type AdminScope } from './scope';

export const bulkAssign = (s: AdminScope, input: BulkAssignInput) =>
  api<{ assignments: unknown[]; already_assigned: number[] }>(`${s.base}/assignments/bulk`, {
    method: 'POST',
    query: s.query,
    body: input,
  });
export const useBulkAssign = () => useProjectMutation(bulkAssign);
