/** POST /projects/{id}/submissions/approve: approves the chosen posters' files that are submitted. */
import type { z } from 'zod';
import type { bulkApproveResultSchema } from '@shared/contracts/submissions';
import { api } from '@web/lib/api';
import { useProjectMutation } from '@web/features/project-admin/shell/api/scope';

export type BulkApproveResult = z.infer<typeof bulkApproveResultSchema>;

export const useBulkApprove = () =>
  useProjectMutation((s, posterIds: number[]) =>
    api<BulkApproveResult>(s.paths.submissions.approve(), {
      method: 'POST',
      query: s.query,
      body: { poster_ids: posterIds },
    }),
  );
