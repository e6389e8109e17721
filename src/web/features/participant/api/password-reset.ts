/**
 * POST /api/projects/{projectId}/users/password-reset (202 whatever the address) and .../confirm (the link's token
 * and the new password) as mutations.
 */
import type { z } from 'zod';
import type { passwordResetConfirmSchema, passwordResetRequestSchema } from '@shared/contracts/mail';
import { useAccountPost } from './account-post';

type ResetRequest = z.infer<typeof passwordResetRequestSchema>;
type ResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

export const useRequestPasswordReset = () =>
  useAccountPost<ResetRequest, { status: 'accepted' }>((a) => a.passwordReset());

export const useConfirmPasswordReset = () =>
  useAccountPost<ResetConfirm, { status: 'ok' }>((a) => a.passwordResetConfirm());
