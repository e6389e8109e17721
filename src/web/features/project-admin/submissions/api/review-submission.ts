/** PUT /projects/{id}/posters/{posterId}/submission: approve the newest file, or ask for a fix with a note. */
import type { SubmissionReview } from '@shared/contracts/submissions';
import { api } from '@web/lib/api';
import { useProjectMutation } from '@web/features/project-admin/shell/api/scope';

export const useReviewSubmission = () =>
  useProjectMutation((s, { posterId, review }: { posterId: number; review: SubmissionReview }) =>
    api<unknown>(s.paths.posters.submission(posterId), { method: 'PUT', query: s.query, body: review }),
  );
