// What the poster import tests share: the upload's URL, and a project's posters with their images as stored.
import type { ProjectAdminWorld } from '@server/test/project-admin-world';

export function posterImportCalls(w: ProjectAdminWorld) {
  const uploadUrl = (projectId: number) => `/api/projects/${projectId}/posters/upload-excel`;

  async function postersOf(projectId: number) {
    const rows = await w.t.db
      .selectFrom('posters')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('id')
      .execute();
    const images = await w.t.db
      .selectFrom('poster_images')
      .innerJoin('posters', 'posters.id', 'poster_images.poster_id')
      .select(['poster_images.poster_id', 'poster_images.url', 'poster_images.position'])
      .where('posters.project_id', '=', projectId)
      .orderBy('poster_images.poster_id')
      .orderBy('poster_images.position')
      .execute();
    return rows.map((r) => ({ ...r, images: images.filter((i) => i.poster_id === r.id).map((i) => i.url) }));
  }

  async function clearPosters(projectId: number) {
    await w.t.db.deleteFrom('posters').where('project_id', '=', projectId).execute();
  }

  return { uploadUrl, postersOf, clearPosters };
}
