/**
 * GET /posters, page after page for the gallery (decision 026): searched, sorted and narrowed to a category by
 * the server; the next page is asked for as the list scrolls to its end.
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { PosterSort, PosterPage } from '@shared/contracts/posters';
import type { SortDir } from '@shared/paging';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { participantApi } from '@web/lib/api-paths/participant';

/** A phone screen shows about four cards; 24 fill a wide screen twice. */
export const GALLERY_PAGE_SIZE = 24;

/** `sort` absent: by number, or with a search its hits ranked by where they were found (decision 091). */
export type GalleryParams = { q?: string; sort?: PosterSort; dir: SortDir; category?: string };

export const galleryQuery = (projectId: number, params: GalleryParams) =>
  infiniteQueryOptions({
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

export function usePosterGallery(projectId: number, params: GalleryParams) {
  return useInfiniteQuery(galleryQuery(projectId, params));
}

/** The orders a visitor can choose: by number, by title, by author. */
export const gallerySorts = ['number', 'title', 'author'] as const satisfies readonly PosterSort[];

/** The gallery's search, order and category, as its address holds them (the page and its loader read it so). */
export function galleryParams(search: URLSearchParams): GalleryParams {
  const sortParam = search.get('sort') as PosterSort | null;
  const sort = sortParam && (gallerySorts as readonly string[]).includes(sortParam) ? sortParam : undefined;
  return {
    q: search.get('q')?.trim() || undefined,
    sort,
    dir: 'asc',
    category: search.get('category') || undefined,
  };
}
