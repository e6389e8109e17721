/** POST /projects/{id}/evaluation-criteria: name, max score, order, description, active. */
import type { Criterion, CriterionCreate } from '@shared/contracts/criteria';
import { api } from '@web/lib/api';
import { useProjectMutation, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const createCriterion = (s: ProjectAdminScope, body: CriterionCreate) =>
  api<Criterion>(s.paths.criteria.list(), { method: 'POST', query: s.query, body });
export const useCreateCriterion = () => useProjectMutation(createCriterion);
