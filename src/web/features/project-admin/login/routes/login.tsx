/** admin/login: the project admin's login, naming the project, with links to the user page and the project list. */
import { Link } from 'react-router';
import { useProject } from '@web/current-project/project-context';
import { ProjectLogin } from '@web/current-project/project-login';
import { useAdminLogin } from '../api/project-admin-login';
import { useAdminLoginT } from '../i18n/login';

export default function AdminLoginPage() {
  const { t } = useAdminLoginT();
  const project = useProject();
  const base = `/projects/${project.slug}`;
  return (
    <ProjectLogin
      title={t('title')}
      subtitle={t('subtitle', { project: project.name })}
      mutation={useAdminLogin()}
      wrongCredentials={t('failed')}
      area={`${base}/admin/`}
      start={`${base}/admin/dashboard`}
      links={
        <div className="row-between small">
          <Link to={`${base}/user/login`}>{t('toUser')}</Link>
          <Link to="/">{t('toProjects')}</Link>
        </div>
      }
    />
  );
}
