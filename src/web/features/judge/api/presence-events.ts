/**
 * The judge's list, live (docs/decisions/051-poster-sessions.md): while it is open, the server's stream says when
 * a presenter's presence changed, and the list is fetched again. The stream carries no data. Offline, or without
 * EventSource, the list stays as it was.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiUrl } from '@web/lib/api';
import { judgeApi } from '@web/lib/api-paths/judge';
import { queryKeys } from '@web/lib/query-keys';

const COALESCE_MS = 300;

export function usePresenceEvents(projectId: number): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(apiUrl(judgeApi(projectId).events()));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void qc.invalidateQueries({ queryKey: queryKeys.judgePosters(projectId), exact: true });
      }, COALESCE_MS);
    };
    source.addEventListener('change', refetch);
    source.addEventListener('resync', refetch);
    return () => {
      source.close();
      if (timer) clearTimeout(timer);
    };
  }, [qc, projectId]);
}
