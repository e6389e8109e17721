/**
 * POST /api/projects/{projectId}/users/password-reset (202 whatever the address) and .../confirm (the link's token
 * and the new password) as mutations.
 */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { passwordResetConfirmSchema, passwordResetRequestSchema } from '@shared/contracts/mail';
import { useProject } from '@web/current-project/project-context';
import { api } from '@web/lib/api';
import { participantApi } from '@web/lib/api-paths/participant';

export function useRequestPasswordReset() {
  const project = useProject();
  return useMutation({
    mutationFn: (input: z.infer<typeof passwordResetRequestSchema>) =>
      api<{ status: 'accepted' }>(participantApi(project.id).passwordReset(), {
        method: 'POST',
        body: input,
      }),
  });
}

export function useConfirmPasswordReset() {
  const project = useProject();
  return useMutation({
    mutationFn: (input: z.infer<typeof passwordResetConfirmSchema>) =>
      api<{ status: 'ok' }>(participantApi(project.id).passwordResetConfirm(), {
        method: 'POST',
        body: input,
      }),
  });
}
