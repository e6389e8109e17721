/** PUT /projects/{id}/posters/{posterId} (JSON): any editable field, the image list and the audio included. */
import type { Poster, PosterUpdate } from '@shared/contracts/posters';
import { api } from '@web/lib/api';
import { useProjectMutation, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const updatePoster = (s: ProjectAdminScope, { id, body }: { id: number; body: PosterUpdate }) =>
  api<Poster>(s.paths.posters.one(id), { method: 'PUT', query: s.query, body });
export const useUpdatePoster = () => useProjectMutation(updatePoster);
