/** POST /projects/{id}/posters/{posterId}/audio: the poster's audio guide, replacing the one before. */
import { api } from '@web/lib/api';
import {
  fileForm,
  useProjectMutation,
  type AdminScope,
} from '@web/features/project-admin/shell/api/project-admin-scope';

export const uploadPosterAudio = (s: AdminScope, { id, file }: { id: number; file: File }) =>
  api<unknown>(`${s.base}/posters/${id}/audio`, { method: 'POST', query: s.query, form: fileForm(file) });
export const useUploadPosterAudio = () => useProjectMutation(uploadPosterAudio);
