/** GET and PUT /projects/{id}/submission-settings: deadline, auto-approval, poster format, instructions. */
import type { SubmissionSettings, SubmissionSettingsUpdate } from '@shared/contracts/submissions';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectMutation, useProjectQuery } from '@web/features/project-admin/shell/api/scope';

export const useSubmissionSettings = () =>
  useProjectQuery(queryKeys.submissionSettings, (s) =>
    api<SubmissionSettings>(s.paths.submissions.settings(), { query: s.query }),
  );

export const useUpdateSubmissionSettings = () =>
  useProjectMutation((s, body: SubmissionSettingsUpdate) =>
    api<SubmissionSettings>(s.paths.submissions.settings(), { method: 'PUT', query: s.query, body }),
  );
