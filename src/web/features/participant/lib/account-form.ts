/**
 * What the participant's account forms (signing up, asking for a password reset, setting the new password) share:
 * the inputs' invalid state, the new password typed twice, and what a refused request says.
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import type { FieldMessages } from '@web/components/ui/forms/field-messages';
import { ApiError } from '@web/lib/api';
import { errorMessage } from '@web/lib/error-message';

/** A field's registration with `aria-invalid` while the form holds an error for it. */
export function invalidAware<T extends FieldValues>(form: UseFormReturn<T>) {
  return (name: Path<T>) => ({
    ...form.register(name),
    'aria-invalid': form.getFieldState(name, form.formState).invalid ? (true as const) : undefined,
  });
}

/** The form's password with its confirmation beside it: the confirmation is the browser's own rule, the server never sees it. */
export function withPasswordConfirmation<S extends z.ZodRawShape & { password: z.ZodType<string> }>(
  schema: z.ZodObject<S>,
) {
  return schema.extend({ confirmPassword: z.string() }).refine(
    (v) => {
      // The object's type over a generic shape is opaque to TypeScript; both fields are there by construction.
      const typed = v as { password: string; confirmPassword: string };
      return typed.password === typed.confirmPassword;
    },
    { path: ['confirmPassword'] },
  );
}

/** What the new password and its confirmation say when they are wrong. */
export const newPasswordMessages: FieldMessages = {
  password: { required: 'register.required', too_small: 'register.tooShort' },
  confirmPassword: { default: 'register.mismatch' },
};

/** What a refused request says: the server's reason when it refused the input or was not reached, else `failed`. */
export function accountFailure(err: unknown, failed: string) {
  return err instanceof ApiError && (err.status === 400 || err.isNetwork) ? errorMessage(err) : failed;
}
