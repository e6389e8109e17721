/**
 * GET /posters, page after page for the gallery (decision 026): searched, sorted and narrowed to a category by
 * the server; the next page is asked for as the list scrolls to its end.
 */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { PosterSort, PosterPage } from '@shared/contracts/posters';
import type { SortDir } from '@shared/paging';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { participantApi } from '@web/lib/api-paths/participant';

/** A phone screen shows about four cards; 24 fill a wide screen twice. */
export const GALLERY_PAGE_SIZE = 24;

export type GalleryParams = { q?: string; sort: PosterSort; dir: SortDir; category?: string };

export function usePosterGallery(projectId: number, params: GalleryParams) {
  return useInfiniteQuery({
    queryKey: queryKeys.gallery(projectId, params),
    queryFn: ({ pageParam, signal }) =>
      api<PosterPage>(participantApi(projectId).posters(), {
        query: { ...params, page: pageParam, page_size: GALLERY_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}
