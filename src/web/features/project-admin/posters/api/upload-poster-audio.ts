/** POST /projects/{id}/posters/{posterId}/audio: the poster's audio guide, replacing the one before. */
import { api } from '@web/lib/api';
import { fileForm } from '@web/features/project-admin/shell/api/file-form';
import { useProjectMutation, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const uploadPosterAudio = (s: ProjectAdminScope, { id, file }: { id: number; file: File }) =>
  api<unknown>(s.paths.posters.audio(id), { method: 'POST', query: s.query, form: fileForm(file) });
export const useUploadPosterAudio = () => useProjectMutation(uploadPosterAudio);
