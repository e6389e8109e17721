/**
 * GET /projects/{id}/image-fetches (all, or one poster's): images named by URL not fetched yet; POST .../{id}/retry
 * and .../retry (all): try again now.
 */
import type { ImageFetch, ImageFetchList } from '@shared/contracts/imports';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import {
  useProjectMutation,
  useProjectQuery,
  type ProjectAdminScope,
} from '@web/features/project-admin/shell/api/scope';

export const getImageFetches = (s: ProjectAdminScope, posterId?: number) =>
  api<ImageFetchList>(s.paths.imageFetches.list(), {
    query: { ...s.query, ...(posterId === undefined ? {} : { poster_id: posterId }) },
  });
export const useImageFetches = (posterId?: number) =>
  useProjectQuery(
    (projectId) => queryKeys.imageFetches(projectId, posterId),
    (s) => getImageFetches(s, posterId),
  );

export const retryImageFetch = (s: ProjectAdminScope, id: number) =>
  api<ImageFetch>(s.paths.imageFetches.retry(id), { method: 'POST', query: s.query });
export const useRetryImageFetch = () => useProjectMutation(retryImageFetch);

export const retryAllImageFetches = (s: ProjectAdminScope) =>
  api<{ queued: number }>(s.paths.imageFetches.retryAll(), { method: 'POST', query: s.query });
export const useRetryAllImageFetches = () =>
  useProjectMutation((s: ProjectAdminScope) => retryAllImageFetches(s));
