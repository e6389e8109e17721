/** admin/login: the project admin's login, naming the project, with links to the participant login and the project list. */
import { Link } from 'react-router';
import { useProject } from '@web/current-project/project-context';
import { ProjectLogin } from '@web/current-project/project-login';
import { useProjectAdminLogin } from '../api/project-admin-login';
import { useProjectAdminLoginT } from '../i18n/login';
import { paths } from '@web/lib/paths';

export default function ProjectAdminLoginPage() {
  const { t } = useProjectAdminLoginT();
  const project = useProject();
  const { slug } = project;
  return (
    <ProjectLogin
      title={t('title')}
      subtitle={t('subtitle', { project: project.name })}
      mutation={useProjectAdminLogin()}
      wrongCredentials={t('failed')}
      area={paths.projectAdmin.area(slug)}
      start={paths.projectAdmin.dashboard(slug)}
      links={
        <div className="row-between small">
          <Link to={paths.participant.login(slug)}>{t('toParticipant')}</Link>
          <Link to={paths.home()}>{t('toProjects')}</Link>
        </div>
      }
    />
  );
}
