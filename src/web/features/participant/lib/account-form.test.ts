import { describe, expect, it } from 'vitest';
import { participantCreateSchema } from '@shared/contracts/participants';
import '@web/i18n';
import { ApiError } from '@web/lib/api';
import { errorMessage } from '@web/lib/error-message';
import { accountFailure, withPasswordConfirmation } from './account-form';

describe("the participant's account forms", () => {
  const reset = withPasswordConfirmation(participantCreateSchema.pick({ password: true }));

  it('take the new password only when the confirmation matches it, and say the mismatch at the confirmation', () => {
    expect(reset.safeParse({ password: 'new-password-2', confirmPassword: 'new-password-2' }).success).toBe(
      true,
    );
    const mismatch = reset.safeParse({ password: 'new-password-2', confirmPassword: 'new-password-3' });
    expect(mismatch.error?.issues.map((i) => i.path)).toEqual([['confirmPassword']]);
  });

  it("keep sign-up's rule for the password itself", () => {
    const short = reset.safeParse({ password: 'a', confirmPassword: 'a' });
    expect(short.error?.issues.map((i) => [i.path, i.code])).toEqual([[['password'], 'too_small']]);
  });

  it("say a refused input and a lost connection as errorMessage does, anything else in the page's words", () => {
    const refused = new ApiError(400, 'EMAIL_TAKEN', 'email is taken');
    const offline = new ApiError(0, 'NETWORK', 'offline');
    expect(accountFailure(refused, 'Sign-up failed')).toBe(errorMessage(refused));
    expect(accountFailure(offline, 'Sign-up failed')).toBe(errorMessage(offline));
    expect(accountFailure(new ApiError(500, 'INTERNAL', 'boom'), 'Sign-up failed')).toBe('Sign-up failed');
    expect(accountFailure(new Error('boom'), 'Sign-up failed')).toBe('Sign-up failed');
  });
});
