/** A login as a mutation: its answer becomes the session. */
import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@shared/contracts/auth';
import { useSession } from './session-context';
import type { Session } from './session-user';

/** A login call as a mutation: its answer becomes the session (the `me` query and the browser's copy). */
export function useLoginMutation<R, B = LoginBody>(
  send: (body: B) => Promise<R>,
  toSession: (answer: R) => Session,
) {
  const { login } = useSession();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      const { user, role } = toSession(answer);
      login(user, role);
    },
  });
}
