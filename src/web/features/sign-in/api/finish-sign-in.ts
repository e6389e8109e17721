/** POST /api/auth/oidc/login {params}: the provider's answer handed to the server, which starts the session. */
import { useMutation } from '@tanstack/react-query';
import type { OidcLogin } from '@shared/contracts/oidc';
import { api } from '@web/lib/api';
import { authApi } from '@web/lib/api-paths/auth';

export function useFinishSignIn() {
  return useMutation({
    mutationFn: (params: string) => api<OidcLogin>(authApi.oidcLogin(), { method: 'POST', body: { params } }),
    // A whole page load: the session, its role and its project are read afresh.
    onSuccess: (answer) => window.location.replace(answer.return_to ?? '/'),
  });
}
