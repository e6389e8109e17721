/** The username and password form of the four login pages, validated by the server's own login schema. */
import type { ReactNode } from 'react';
import { loginBodySchema, type LoginBody } from '../../../shared/contracts/auth';
import { useTranslation } from '../../i18n/core';
import { Field } from './field';
import { useZodForm } from './form';

/**
 * The fields, the inline red message (role alert) and a button that waits while the login call (a mutation of
 * the page) runs. The button is ready once the shared schema accepts the values; the username is sent trimmed,
 * as the schema leaves it.
 */
export function LoginForm({
  heading,
  onSubmit,
  pending,
  error,
  large = false,
  className = 'card stack',
  children,
}: {
  /** The title and subtitle at the top of the form. */
  heading: ReactNode;
  onSubmit: (body: LoginBody) => void;
  /** The login call is on its way. */
  pending: boolean;
  /** The message for a failed login, if the last try failed. */
  error: string | null;
  /** Larger button, for the phone pages of judges and participants. */
  large?: boolean;
  className?: string;
  /** Links under the button. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const form = useZodForm(loginBodySchema, { username: '', password: '' }, { mode: 'onChange' });
  return (
    <form className={className} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      {heading}
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
      {error ? (
        <div className="alert-inline" role="alert">
          {error}
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
