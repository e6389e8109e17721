/** POST /projects/{id}/evaluation-criteria: name, max score, order, description, active. */
import type { Criterion, CriterionCreate } from '@shared/contracts/criteria';
import { api } from '@web/lib/api';
import { useProjectMutation, type AdminScope } from './scope';

export const createCriterion = (s: AdminScope, body: CriterionCreate) =>
  api<Criterion>(`${s.base}/evaluation-criteria`, { method: 'POST', query: s.query, body });
export const useCreateCriterion = () => useProjectMutation(createCriterion);
