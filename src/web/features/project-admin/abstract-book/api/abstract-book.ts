/**
 * The organiser's abstract book (decision 054): its state (asked again every two seconds while a build waits or
 * runs), a new build, publishing, and the downloads.
 */
import { useQuery } from '@tanstack/react-query';
import type { AbstractBook } from '@shared/contracts/abstract-book';
import { api, downloadFile } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import {
  useProjectAdminScope,
  useProjectMutation,
  type ProjectAdminScope,
} from '@web/features/project-admin/shell/api/scope';

export function useAbstractBook() {
  const scope = useProjectAdminScope();
  return useQuery({
    queryKey: queryKeys.abstractBook(scope.projectId),
    queryFn: () => api<AbstractBook>(scope.paths.abstractBook.state(), { query: scope.query }),
    refetchInterval: (query) => (query.state.data?.status === 'queued' ? 2000 : false),
  });
}

export const useBuildAbstractBook = () =>
  useProjectMutation((s) =>
    api<AbstractBook>(s.paths.abstractBook.state(), { method: 'POST', query: s.query, body: {} }),
  );

export const usePublishAbstractBook = () =>
  useProjectMutation((s, published: boolean) =>
    api<AbstractBook>(s.paths.abstractBook.state(), { method: 'PUT', query: s.query, body: { published } }),
  );

export const downloadAbstractBook = (s: ProjectAdminScope, kind: 'pdf' | 'xlsx') =>
  downloadFile(s.paths.abstractBook.file(kind), `${s.slug}-abstract-book.${kind}`, s.query);
