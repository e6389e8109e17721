/** The participant's account calls before signing in (sign-up, password reset): a POST of the form as a mutation. */
import { useMutation } from '@tanstack/react-query';
import { useProject } from '@web/current-project/project-context';
import { api } from '@web/lib/api';
import { participantApi } from '@web/lib/api-paths/participant';

/** POST of the input as the JSON body to the project's participant address `at` names; answers `R`. */
export function useAccountPost<I, R>(at: (addresses: ReturnType<typeof participantApi>) => string) {
  const project = useProject();
  return useMutation({
    mutationFn: (input: I) => api<R>(at(participantApi(project.id)), { method: 'POST', body: input }),
  });
}
