/**
 * GET /projects/{id}/submissions: one page of the board (searched, sorted, narrowed to a status by the server),
 * the counts by status over the whole project, and the settings. Each row gets the poster's id as `id`, the key
 * the organiser's tables choose rows by.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BoardStatus, SubmissionBoard, SubmissionRow } from '@shared/contracts/submissions';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import type { ListQuery } from '@web/features/project-admin/shell/lib/use-list-state';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export type BoardRow = SubmissionRow & { id: number };
export type Board = Omit<SubmissionBoard, 'items'> & { items: BoardRow[] };
export type BoardParams = ListQuery<'number' | 'title' | 'status' | 'uploaded_at'> & { status?: BoardStatus };

export function useSubmissionBoard(params: BoardParams) {
  const scope = useProjectAdminScope();
  return useQuery({
    queryKey: queryKeys.submissionPage(scope.projectId, params),
    queryFn: ({ signal }) =>
      api<SubmissionBoard>(scope.paths.submissions.list(), { query: { ...scope.query, ...params }, signal }),
    select: (board): Board => ({ ...board, items: board.items.map((r) => ({ ...r, id: r.poster_id })) }),
    placeholderData: keepPreviousData,
  });
}
