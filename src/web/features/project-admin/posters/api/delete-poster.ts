/** DELETE /projects/{id}/posters/{posterId}: the poster with its assignments and evaluations (confirm: its number). */
import { queryKeys } from '@web/lib/query-keys';
import { carefulDelete, type DeleteVars } from '@web/features/project-admin/shell/api/careful-delete';
import { useProjectMutation } from '@web/features/project-admin/shell/api/scope';

export const deletePoster = carefulDelete('posters');
export const useDeletePoster = () =>
  useProjectMutation(deletePoster, (projectId, v: DeleteVars) => queryKeys.poster(projectId, v.id));
