/** DELETE /projects/{id}/posters/{posterId}: the poster with its assignments and evaluations. */
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useProjectMutation, type AdminScope } from './scope';

export const deletePoster = (s: AdminScope, id: number) =>
  api<unknown>(`${s.base}/posters/${id}`, { method: 'DELETE', query: s.query });
export const useDeletePoster = () => useProjectMutation(deletePoster, queryKeys.poster);
