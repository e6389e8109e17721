/** POST /projects/{id}/assignments/plan: the automatic plan, previewed (apply: false) or applied. */
import type { PlanInput, PlanResult } from '@shared/contracts/assignments';
import { api } from '@web/lib/api';
import { useProjectMutation, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const planAssignments = (s: ProjectAdminScope, input: PlanInput) =>
  api<PlanResult>(s.paths.assignments.plan(), { method: 'POST', query: s.query, body: input });
export const usePlanAssignments = () => useProjectMutation(planAssignments);
