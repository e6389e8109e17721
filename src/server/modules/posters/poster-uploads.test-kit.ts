// What the posters' upload tests share: files uploaded to a poster as its project's admin, and where a stored
// file lies on disk.
import path from 'node:path';
import type { ProjectAdminWorld } from '@server/test/project-admin-world';
import { form } from '../imports/import-files.test-kit';

/** The address of a poster's images or audio. */
export const mediaUrl = (projectId: number, posterId: number, what: 'images' | 'audio') =>
  `/api/projects/${projectId}/posters/${posterId}/${what}`;

export function posterUploads(w: ProjectAdminWorld) {
  return {
    /** Uploads files to a poster of the project (its images, or its audio), as its admin. */
    upload: (posterId: number, what: 'images' | 'audio', files: Parameters<typeof form>[0]) =>
      w.projectAdmin.inject({
        method: 'POST',
        url: mediaUrl(w.projectId, posterId, what),
        payload: form(files),
      }),
    /** The file on disk of a stored file's /uploads/ address. */
    onDisk: (site: string) => path.join(w.t.config.uploadsDir, site.replace(/^\/uploads\//, '')),
  };
}
