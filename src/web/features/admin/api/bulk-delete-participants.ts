/** POST /projects/{id}/users/bulk-delete: the chosen participants, in one transaction. */
import { api } from '../../../lib/api';
import { useProjectMutation, type AdminScope } from './scope';

export const bulkDeleteParticipants = (s: AdminScope, ids: number[]) =>
  api<{ deleted: number }>(`${s.base}/users/bulk-delete`, { method: 'POST', query: s.query, body: { ids } });
export const useBulkDeleteParticipants = () => useProjectMutation(bulkDeleteParticipants);
