/** POST /projects/{id}/assignments/plan: the automatic plan, previewed (apply: false) or applied. */
import type { PlanInput, PlanResult } from '@shared/contracts/assignments';
import { api } from '@web/lib/api';
import { useProjectMutation, type AdminScope } from './scope';

export const planAssignments = (s: AdminScope, input: PlanInput) =>
  api<PlanResult>(`${s.base}/assignments/plan`, { method: 'POST', query: s.query, body: input });
export const usePlanAssignments = () => useProjectMutation(planAssignments);
