/**
 * The live dashboard: while a page that calls this is open, the server's event stream for the project says when
 * something changed (on any instance), and every query of the project is refetched. The stream carries no
 * data; TanStack Query fetches what the page shows, as after a change made here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiUrl } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';

export type LiveState = 'connecting' | 'live';

/** Refetches at most this often while changes pour in (many judges submitting at once). */
const COALESCE_MS = 300;

export function useLiveProject(): LiveState {
  const scope = useProjectAdminScope();
  const qc = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => {
    const source = new EventSource(apiUrl(scope.paths.events(), scope.query));
    let timer: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    const refetch = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void qc.invalidateQueries({ queryKey: queryKeys.project(scope.projectId) });
      }, COALESCE_MS);
    };
    source.addEventListener('ready', () => {
      setState('live');
      // After a reconnection, anything that changed while the stream was down is fetched again.
      if (opened) refetch();
      opened = true;
    });
    source.addEventListener('change', refetch);
    source.addEventListener('resync', refetch);
    // EventSource reconnects by itself (the server asks for 3 s); until then the page says it is not live.
    source.addEventListener('error', () => setState('connecting'));
    return () => {
      source.close();
      if (timer) clearTimeout(timer);
    };
  }, [qc, scope]);
  return state;
}
