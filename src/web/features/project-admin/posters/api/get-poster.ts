/** GET /projects/{id}/posters/{posterId}: one poster with its images and audio. */
import type { Poster } from '@shared/contracts/posters';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type AdminScope } from '@web/features/project-admin/shell/api/project-admin-scope';

export const getPoster = (s: AdminScope, id: number) =>
  api<Poster>(`${s.base}/posters/${id}`, { query: s.query });
export const usePoster = (id: number) =>
  useProjectQuery(
    (projectId) => queryKeys.poster(projectId, id),
    (s) => getPoster(s, id),
    Number.isInteger(id) && id > 0,
  );
