/** POST /projects/{id}/posters/{posterId}/submission/file: the organiser uploads the file for the presenter. */
import type { Submission } from '@shared/contracts/submissions';
import { api } from '@web/lib/api';
import { fileForm } from '@web/features/project-admin/shell/api/file-form';
import { useProjectMutation } from '@web/features/project-admin/shell/api/scope';

export const useUploadForPresenter = () =>
  useProjectMutation((s, { posterId, file }: { posterId: number; file: File }) =>
    api<Submission>(s.paths.posters.submissionFile(posterId), {
      method: 'POST',
      query: s.query,
      form: fileForm(file),
    }),
  );
