/** POST /projects/{id}/conflicts/clear: the organiser disputes a conflict, with a reason kept in the audit log. */
import type { ClearConflictInput } from '@shared/contracts/assignments';
import { api } from '@web/lib/api';
import { useProjectMutation, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const clearConflict = (s: ProjectAdminScope, input: ClearConflictInput) =>
  api<{ status: 'ok' }>(s.paths.conflicts.clear(), { method: 'POST', query: s.query, body: input });
export const useClearConflict = () => useProjectMutation(clearConflict);
