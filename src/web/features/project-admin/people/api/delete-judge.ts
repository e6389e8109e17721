/** DELETE /projects/{id}/judges/{judgeId}: the judge with their assignments and evaluations (confirm: username). */
import { carefulDelete } from '@web/features/project-admin/shell/api/careful-delete';
import { useProjectMutation } from '@web/features/project-admin/shell/api/scope';

export const useDeleteJudge = () => useProjectMutation(carefulDelete('judges'));
