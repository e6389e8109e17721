/**
 * GET /projects/{id}/abstract-book: whether the organiser published the abstract book (the gallery links its PDF
 * then). Asked by the gallery's loader with the posters, so the link is in the page's first paint.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AbstractBook } from '@shared/contracts/abstract-book';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { participantApi } from '@web/lib/api-paths/participant';

export const abstractBookQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.abstractBook(projectId),
    queryFn: () => api<AbstractBook>(participantApi(projectId).abstractBook()),
    staleTime: 5 * 60_000,
  });

export const useAbstractBook = (projectId: number) => useQuery(abstractBookQuery(projectId));
