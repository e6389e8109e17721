/** PUT /projects/{id}/evaluation-criteria/{criterionId}: the same fields, or only is_active (the toggle). */
import type { Criterion, CriterionUpdate } from '@shared/contracts/criteria';
import { api } from '@web/lib/api';
import { useProjectMutation, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const updateCriterion = (s: ProjectAdminScope, { id, body }: { id: number; body: CriterionUpdate }) =>
  api<Criterion>(s.paths.criteria.one(id), { method: 'PUT', query: s.query, body });
export const useUpdateCriterion = () => useProjectMutation(updateCriterion);
