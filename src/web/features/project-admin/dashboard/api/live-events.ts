/**
 * The live dashboard: while a page that calls this is open, the server's event stream for the project says when
 * something changed (on any instance), and every query of the project is refetched (lib/live-stream.ts). The
 * stream carries no data; TanStack Query fetches what the page shows, as after a change made here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { apiUrl } from '@web/lib/api';
import { useLiveStream, type LiveState } from '@web/lib/live-stream';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export function useLiveProject(): LiveState {
  const scope = useProjectAdminScope();
  const qc = useQueryClient();
  return useLiveStream(apiUrl(scope.paths.events(), scope.query), () => {
    void qc.invalidateQueries({ queryKey: queryKeys.project(scope.projectId) });
  });
}
