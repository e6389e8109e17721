/** DELETE /projects/{id}/posters/{posterId}/images?url=: one image off the poster (its file too, if uploaded). */
import { api } from '@web/lib/api';
import { useProjectMutation, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const removePosterImage = (s: ProjectAdminScope, { id, url }: { id: number; url: string }) =>
  api<unknown>(s.paths.posters.images(id), { method: 'DELETE', query: { ...s.query, url } });
export const useRemovePosterImage = () => useProjectMutation(removePosterImage);
