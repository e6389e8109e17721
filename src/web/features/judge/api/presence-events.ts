/**
 * The judge's list, live (docs/decisions/051-poster-sessions.md): while it is open, the server's stream says when
 * a presenter's presence changed, and the list is fetched again (the stream's handling: lib/live-stream.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { apiUrl } from '@web/lib/api';
import { judgeApi } from '@web/lib/api-paths/judge';
import { useLiveStream } from '@web/lib/live-stream';
import { queryKeys } from '@web/lib/query-keys';

export function usePresenceEvents(projectId: number): void {
  const qc = useQueryClient();
  useLiveStream(apiUrl(judgeApi(projectId).events()), () => {
    void qc.invalidateQueries({ queryKey: queryKeys.judgePosters(projectId), exact: true });
  });
}
