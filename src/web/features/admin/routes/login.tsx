import { Link, useLocation, useNavigate } from 'react-router';
import { ProjectPage, useProject } from '../../../app/project-guard';
import { useSession } from '../../../app/session';
import { LoginForm } from '../../../components/ui/login-form';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { loginProjectAdmin } from '../api/login';
import { useAdminLoginT } from '../i18n/login';

export default function AdminLoginPage() {
  const { t } = useAdminLoginT();
  const project = useProject();
  const { login } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  async function logIn(username: string, password: string) {
    const admin = await loginProjectAdmin(project.id, username, password);
    login(
      {
        id: admin.admin_id,
        admin_id: admin.admin_id,
        username: admin.username,
        email: admin.email,
        full_name: admin.full_name,
        is_super_admin: admin.is_super_admin,
        project_ids: [project.id],
      },
      'project_admin',
    );
    const from = (location.state as { from?: string } | null)?.from;
    navigate(from?.includes('/admin/') ? from : `/projects/${project.slug}/admin/dashboard`, {
      replace: true,
    });
  }

  return (
    <ProjectPage title={t('title')}>
      <div className="container-narrow">
        <LoginForm
          login={logIn}
          failure={(err) =>
            err instanceof ApiError && err.status === 429
              ? err.detail
              : err instanceof ApiError && err.status === 401
                ? t('failed')
                : errorMessage(err, t('failed'))
          }
          heading={
            <>
              <h1>{t('title')}</h1>
              <p className="muted">{t('subtitle', { project: project.name })}</p>
            </>
          }
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
