/** PUT /projects/{id}/posters/{posterId} (JSON): any editable field, the image list and the audio included. */
import type { Poster, PosterUpdate } from '@shared/contracts/posters';
import { api } from '@web/lib/api';
import {
  useProjectMutation,
  type AdminScope,
} from '@web/features/project-admin/shell/api/project-admin-scope';

export const updatePoster = (s: AdminScope, { id, body }: { id: number; body: PosterUpdate }) =>
  api<Poster>(`${s.base}/posters/${id}`, { method: 'PUT', query: s.query, body });
export const useUpdatePoster = () => useProjectMutation(updatePoster);
