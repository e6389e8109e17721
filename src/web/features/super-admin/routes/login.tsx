/** /super-admin/login: success stores the session as super_admin and opens the dashboard (docs/product.md#screens). */
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useReturnAfterLogin } from '@web/session/use-return-after-login';
import { LoginForm } from '@web/components/ui/forms/login-form';
import { ApiError } from '@web/lib/api';
import { loginFailure } from '@web/lib/error-message';
import { NOT_SUPER_ADMIN, useSuperAdminLogin } from '../api/login';
import { useShellT } from '../i18n/shell';
import '../super-admin.css';
import '../super-admin-detail.css';
import { paths } from '@web/lib/paths';

export default function SuperAdminLoginPage() {
  const { t } = useShellT();
  const login = useSuperAdminLogin();
  const goOn = useReturnAfterLogin(
    (from) => from.startsWith(paths.superAdmin.area()) && from !== paths.superAdmin.login(),
    paths.superAdmin.dashboard(),
  );
  useEffect(() => {
    document.title = t('login.title');
  }, [t]);

  const failure = (err: Error) =>
    err instanceof ApiError && err.code === NOT_SUPER_ADMIN
      ? t('login.notSuper')
      : loginFailure(t('login.failed'))(err);

  return (
    <div className="container-narrow sa-login">
      <LoginForm
        mutation={login}
        onLoggedIn={goOn}
        failure={failure}
        eyebrow={t('area')}
        title={t('login.title')}
        subtitle={t('login.subtitle')}
      >
        <Link to={paths.home()} className="small center">
          {t('login.backHome')}
        </Link>
      </LoginForm>
    </div>
  );
}
