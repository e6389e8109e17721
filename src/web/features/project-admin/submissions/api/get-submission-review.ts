/**
 * GET /projects/{id}/posters/{posterId}/submission: the review page's poster, its newest file with every page,
 * and the next poster waiting in the board's order (the board's sort, dir and q, carried in the page's address).
 */
import { useQuery } from '@tanstack/react-query';
import type { SubmissionReviewQuery, SubmissionReviewView } from '@shared/contracts/submissions';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export function useSubmissionReview(posterId: number, order: SubmissionReviewQuery) {
  const scope = useProjectAdminScope();
  return useQuery({
    queryKey: queryKeys.submissionReview(scope.projectId, posterId, order),
    queryFn: ({ signal }) =>
      api<SubmissionReviewView>(scope.paths.posters.submission(posterId), {
        query: { ...scope.query, ...order },
        signal,
      }),
    enabled: Number.isInteger(posterId) && posterId > 0,
  });
}
