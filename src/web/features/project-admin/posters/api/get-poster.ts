/** GET /projects/{id}/posters/{posterId}: one poster with its images and audio. */
import type { Poster } from '@shared/contracts/posters';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const getPoster = (s: ProjectAdminScope, id: number) =>
  api<Poster>(s.paths.posters.one(id), { query: s.query });
export const usePoster = (id: number) =>
  useProjectQuery(
    (projectId) => queryKeys.poster(projectId, id),
    (s) => getPoster(s, id),
    Number.isInteger(id) && id > 0,
  );
