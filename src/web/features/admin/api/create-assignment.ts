/** POST /projects/{id}/assignments?judge_id=&poster_id= (SPEC.md puts the pair in the query string). */
import type { AssignmentRow } from '@shared/contracts/assignments';
import { api } from '@web/lib/api';
import { useProjectMutation, type AdminScope } from './scope';

export const createAssignment = (s: AdminScope, pair: { judge_id: number; poster_id: number }) =>
  api<AssignmentRow>(`${s.base}/assignments`, { method: 'POST', query: { ...s.query, ...pair } });
export const useCreateAssignment = () => useProjectMutation(createAssignment);
