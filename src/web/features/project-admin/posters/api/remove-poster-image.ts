/** DELETE /projects/{id}/posters/{posterId}/images?url=: one image off the poster (its file too, if uploaded). */
import { api } from '@web/lib/api';
import {
  useProjectMutation,
  type AdminScope,
} from '@web/features/project-admin/shell/api/project-admin-scope';

export const removePosterImage = (s: AdminScope, { id, url }: { id: number; url: string }) =>
  api<unknown>(`${s.base}/posters/${id}/images`, { method: 'DELETE', query: { ...s.query, url } });
export const useRemovePosterImage = () => useProjectMutation(removePosterImage);
