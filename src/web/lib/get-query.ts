import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from './api';

/**
 * The query of one API address read as it is: its answer kept under `queryKey`, the request dropped when no page
 * waits for it any more. A page's loader prefetches it (app/page-data.ts) and its hook reads the same answer.
 */
export const getQuery = <T, K extends QueryKey = QueryKey>(queryKey: K, path: string) =>
  queryOptions<T, Error, T, K>({ queryKey, queryFn: ({ signal }) => api<T>(path, { signal }) });
