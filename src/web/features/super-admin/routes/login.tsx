import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../app/session';
import { LoginForm } from '../../../components/ui/login-form';
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
  useEffect(() => {
    document.title = t('login.title');
  }, [t]);

  async function logIn(username: string, password: string) {
    const admin = await loginSuperAdmin(username, password);
    if (!admin.is_super_admin) {
      // A project admin's credentials are right but this area is not theirs: end that session again.
      await api('/auth/logout', { method: 'POST' }).catch(() => undefined);
      return t('login.notSuper');
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
  }

  return (
    <div className="container-narrow sa-login">
      <LoginForm
        login={logIn}
        failure={(err) =>
          err instanceof ApiError && err.status === 429
            ? err.detail
            : err instanceof ApiError && [400, 401, 403].includes(err.status)
              ? t('login.failed')
              : errorMessage(err, t('login.failed'))
        }
        heading={
          <div>
            <p className="sa-eyebrow">{t('area')}</p>
            <h1>{t('login.title')}</h1>
            <p className="muted">{t('login.subtitle')}</p>
          </div>
        }
      >
        <Link to="/" className="small center">
          {t('login.backHome')}
        </Link>
      </LoginForm>
    </div>
  );
}
