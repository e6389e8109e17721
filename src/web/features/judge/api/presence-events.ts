/**
 * The judge's list, live (docs/decisions/051-poster-sessions.md): while it is open, the server's stream says when
 * a presenter's presence changed, and the list is fetched again. The stream carries no data. It is open only while
 * the phone is online (and opened again, with one refetch, when the network returns); without EventSource the list
 * stays as it was.
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
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void qc.invalidateQueries({ queryKey: queryKeys.judgePosters(projectId), exact: true });
      }, COALESCE_MS);
    };
    // Only while the phone has a network: offline, a stream would only knock again and again in the hall.
    const open = () => {
      if (source || !navigator.onLine) return;
      source = new EventSource(apiUrl(judgeApi(projectId).events()));
      source.addEventListener('change', refetch);
      source.addEventListener('resync', refetch);
    };
    const close = () => {
      source?.close();
      source = undefined;
    };
    const back = () => {
      open();
      refetch();
    };
    open();
    window.addEventListener('online', back);
    window.addEventListener('offline', close);
    return () => {
      window.removeEventListener('online', back);
      window.removeEventListener('offline', close);
      close();
      if (timer) clearTimeout(timer);
    };
  }, [qc, projectId]);
}
