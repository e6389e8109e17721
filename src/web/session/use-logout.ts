/** Logging out as a mutation. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../lib/api';
import { authApi } from '../lib/api-paths/auth';
import { useSession } from './session-context';

/** POST /api/auth/logout; the browser's session ends whatever the answer (the server's expires on its own). */
export function useLogout() {
  const { endLocally } = useSession();
  return useMutation({
    mutationFn: () => api<void>(authApi.logout(), { method: 'POST' }).catch(() => undefined),
    onSettled: endLocally,
  });
}
