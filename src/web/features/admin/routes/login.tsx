/** admin/login: the project admin's login, naming the project, with links to the user page and the project list. */
import { Link } from 'react-router';
import { useReturnAfterLogin } from '../../../app/navigate-to-login';
import { ProjectPage, useProject } from '../../../app/project-guard';
import { LoginForm } from '../../../components/ui/login-form';
import { loginFailure } from '../../../lib/error-message';
import { useAdminLogin } from '../api/login';
import { useAdminLoginT } from '../i18n/login';

export default function AdminLoginPage() {
  const { t } = useAdminLoginT();
  const project = useProject();
  const login = useAdminLogin();
  const goOn = useReturnAfterLogin(
    (from) => from.includes('/admin/'),
    `/projects/${project.slug}/admin/dashboard`,
  );

  return (
    <ProjectPage title={t('title')}>
      <div className="container-narrow">
        <LoginForm
          mutation={login}
          onLoggedIn={goOn}
          failure={loginFailure(t('failed'))}
          title={t('title')}
          subtitle={t('subtitle', { project: project.name })}
        >
          <div className="row-between small">
            <Link to={`/projects/${project.slug}/user/login`}>{t('toUser')}</Link>
            <Link to="/">{t('toProjects')}</Link>
          </div>
        </LoginForm>
      </div>
    </ProjectPage>
  );
}
