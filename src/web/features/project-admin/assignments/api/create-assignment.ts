/**
 * POST /projects/{id}/assignments?judge_id=&poster_id= (the specified API puts the pair in the query string:
 * docs/product.md#the-api).
 */
import type { AssignmentRow } from '@shared/contracts/assignments';
import { api } from '@web/lib/api';
import { useProjectMutation, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const createAssignment = (s: ProjectAdminScope, pair: { judge_id: number; poster_id: number }) =>
  api<AssignmentRow>(s.paths.assignments.list(), { method: 'POST', query: { ...s.query, ...pair } });
export const useCreateAssignment = () => useProjectMutation(createAssignment);
