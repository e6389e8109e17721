/** PUT /projects/{id}/evaluation-criteria/{criterionId}: the same fields, or only is_active (the toggle). */
import type { Criterion, CriterionUpdate } from '@shared/contracts/criteria';
import { api } from '@web/lib/api';
import { useProjectMutation, type AdminScope } from './scope';

export const updateCriterion = (s: AdminScope, { id, body }: { id: number; body: CriterionUpdate }) =>
  api<Criterion>(`${s.base}/evaluation-criteria/${id}`, { method: 'PUT', query: s.query, body });
export const useUpdateCriterion = () => useProjectMutation(updateCriterion);
