/** POST /projects/{id}/posters/{posterId}/images: up to 10 images a request, so larger choices go in batches. */
import { api } from '@web/lib/api';
import { fileForm } from '@web/features/project-admin/shell/api/file-form';
import { useProjectMutation, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export async function uploadPosterImages(s: ProjectAdminScope, { id, files }: { id: number; files: File[] }) {
  for (let i = 0; i < files.length; i += 10) {
    await api<unknown>(s.paths.posters.images(id), {
      method: 'POST',
      query: s.query,
      form: fileForm(files.slice(i, i + 10)),
    });
  }
}
export const useUploadPosterImages = () => useProjectMutation(uploadPosterImages);
