/** DELETE /projects/{id}/judges/{judgeId}: the judge with their assignments and evaluations. */
import { api } from '../../../lib/api';
import { useProjectMutation, type AdminScope } from './scope';

export const deleteJudge = (s: AdminScope, id: number) =>
  api<unknown>(`${s.base}/judges/${id}`, { method: 'DELETE', query: s.query });
export const useDeleteJudge = () => useProjectMutation(deleteJudge);
