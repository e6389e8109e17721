import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/core';
import { Field } from './field';

/**
 * The username and password form of every login page (super admin, project admin, judge, participant): the
 * fields, the inline red message (role alert) and a button that waits while the call runs. Each page says what
 * logging in does and how a failure reads; the username is sent without surrounding spaces.
 */
export function LoginForm({
  heading,
  login,
  failure,
  large = false,
  className = 'card stack',
  children,
}: {
  /** The title and subtitle at the top of the form. */
  heading: ReactNode;
  /** Logs in (and moves on). A returned text is shown as the failure message; a throw goes to `failure`. */
  login: (username: string, password: string) => Promise<string | void>;
  /** The message for a failed login. */
  failure: (error: unknown) => string;
  /** Larger button, for the phone pages of judges and participants. */
  large?: boolean;
  className?: string;
  /** Links under the button. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = username.trim() !== '' && password !== '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setError(null);
    try {
      const refused = await login(username.trim(), password);
      if (refused) setError(refused);
    } catch (err) {
      console.error(err);
      setError(failure(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={className} onSubmit={submit} noValidate>
      {heading}
      <Field
        label={t('username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        required
      />
      <Field
        label={t('password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      {error ? (
        <div className="alert-inline" role="alert">
          {error}
        </div>
      ) : null}
      <button
        type="submit"
        className={`btn btn-primary${large ? ' btn-lg' : ''} btn-block`}
        disabled={busy || !ready}
      >
        {busy ? t('loggingIn') : t('login')}
      </button>
      {children}
    </form>
  );
}
