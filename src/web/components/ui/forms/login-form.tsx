/** The username and password form of the four login pages, validated by the server's own login schema. */
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { loginBodySchema, type LoginBody } from '@shared/contracts/auth';
import { useTranslation } from '@web/i18n/core';
import { Field } from './field';
import { useZodForm } from './use-zod-form';

/**
 * The fields, the inline red message (role alert) and a button that waits while the login mutation runs. The
 * button is ready once the shared schema accepts the values; the username is sent trimmed, as the schema leaves
 * it.
 */
export function LoginForm({
  title,
  subtitle,
  eyebrow,
  mutation,
  failure,
  onLoggedIn,
  large = false,
  className = 'card stack',
  children,
}: {
  /** The page's heading, the line under it (the project), and a line above it (the area). */
  title: string;
  subtitle: string;
  eyebrow?: string;
  /** The area's login call. */
  mutation: UseMutationResult<unknown, Error, LoginBody>;
  /** How the area words a failed login. */
  failure: (error: Error) => string;
  /** Where to go once logged in. */
  onLoggedIn: () => void;
  /** Larger button, for the phone pages of judges and participants. */
  large?: boolean;
  className?: string;
  /** Links under the button. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const form = useZodForm(loginBodySchema, { username: '', password: '' }, { mode: 'onChange' });
  const submit = form.handleSubmit((body) => mutation.mutate(body, { onSuccess: onLoggedIn }));
  const pending = mutation.isPending;
  return (
    <form className={className} onSubmit={submit} noValidate>
      <div>
        {eyebrow ? <p className="login-eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        <p className="muted">{subtitle}</p>
      </div>
      <Field
        label={t('username')}
        autoComplete="username"
        autoCapitalize="none"
        required
        {...form.register('username')}
      />
      <Field
        label={t('password')}
        type="password"
        autoComplete="current-password"
        required
        {...form.register('password')}
      />
      {mutation.error ? (
        <div className="alert-inline" role="alert">
          {failure(mutation.error)}
        </div>
      ) : null}
      <button
        type="submit"
        className={`btn btn-primary${large ? ' btn-lg' : ''} btn-block`}
        disabled={pending || !form.formState.isValid}
      >
        {pending ? t('loggingIn') : t('login')}
      </button>
      {children}
    </form>
  );
}
