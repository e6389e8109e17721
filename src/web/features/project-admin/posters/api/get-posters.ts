/** GET /projects/{id}/posters: every poster of the project. */
import type { Poster } from '@shared/contracts/posters';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectQuery, type ProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export const getPosters = (s: ProjectAdminScope) => api<Poster[]>(s.paths.posters.list(), { query: s.query });
export const usePosters = () => useProjectQuery(queryKeys.posters, getPosters);
