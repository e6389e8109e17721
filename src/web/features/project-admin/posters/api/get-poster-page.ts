/** GET /projects/{id}/posters with list parameters: one page of the posters, searched and sorted by the server. */
import type { PosterSort, Poster } from '@shared/contracts/posters';
import { queryKeys } from '@web/lib/query-keys';
import type { ListQuery } from '@web/features/project-admin/shell/lib/use-list-state';
import { useProjectPage } from '@web/features/project-admin/shell/api/scope';

/** Without `sort` while searching: the hits ranked by where they were found (decision 091). */
export const usePosterPage = (params: Omit<ListQuery<PosterSort>, 'sort'> & { sort?: PosterSort }) =>
  useProjectPage<Poster>(queryKeys.posterPage, (p) => p.posters.list(), params);
