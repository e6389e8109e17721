import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../app/session';
import { Field } from '../../../components/ui/field';
import { api, ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { loginSuperAdmin } from '../api/login';
import { useShellT } from '../i18n/shell';
import '../super-admin.css';

/** /super-admin/login: success stores the session as super_admin and opens the dashboard (SPEC.md section 2). */
export default function SuperAdminLoginPage() {
  const { t } = useShellT();
  const { login } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = t('login.title');
  }, [t]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const admin = await loginSuperAdmin(username.trim(), password);
      if (!admin.is_super_admin) {
        // A project admin's credentials are right but this area is not theirs: end that session again.
        await api('/auth/logout', { method: 'POST' }).catch(() => undefined);
        setError(t('login.notSuper'));
        return;
      }
      login(
        {
          id: admin.admin_id,
          admin_id: admin.admin_id,
          username: admin.username,
          email: admin.email,
          full_name: admin.full_name,
          is_super_admin: true,
          project_ids: [],
        },
        'super_admin',
      );
      const from = (location.state as { from?: string } | null)?.from;
      navigate(
        from?.startsWith('/super-admin/') && from !== '/super-admin/login' ? from : '/super-admin/dashboard',
        { replace: true },
      );
    } catch (err) {
      console.error(err);
      if (err instanceof ApiError && err.status === 429) setError(err.detail);
      else if (err instanceof ApiError && (err.status === 401 || err.status === 403 || err.status === 400))
        setError(t('login.failed'));
      else setError(errorMessage(err, t('login.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="container-narrow sa-login">
      <form className="card stack" onSubmit={submit} noValidate>
        <div>
          <p className="sa-eyebrow">{t('area')}</p>
          <h1>{t('login.title')}</h1>
          <p className="muted">{t('login.subtitle')}</p>
        </div>
        <Field
          label={t('common:username')}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          required
        />
        <Field
          label={t('common:password')}
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
          className="btn btn-primary btn-block"
          disabled={busy || !username.trim() || !password}
        >
          {busy ? t('common:loggingIn') : t('common:login')}
        </button>
        <Link to="/" className="small center">
          {t('login.backHome')}
        </Link>
      </form>
    </div>
  );
}
