/** user/login: the participant's login, with the ways to sign up and to the admin and judge logins. */
import { Link } from 'react-router';
import { useProject } from '@web/current-project/project-context';
import { ProjectLogin } from '@web/current-project/project-login';
import { useParticipantLogin } from '../api/login';
import { useParticipantT } from '../i18n/participant';
import '../participant.css';

export default function ParticipantLoginPage() {
  const { t } = useParticipantT();
  const project = useProject();
  const base = `/projects/${project.slug}`;
  return (
    <ProjectLogin
      large
      title={t('login.title')}
      subtitle={t('login.subtitle', { project: project.name })}
      mutation={useParticipantLogin()}
      wrongCredentials={t('login.failed')}
      area={`${base}/user/posters`}
      start={`${base}/user/posters`}
      links={
        <p className="center participant-switch">
          {t('login.noAccount')} <Link to={`${base}/user/register`}>{t('login.toRegister')}</Link>
        </p>
      }
      after={
        <nav className="participant-links" aria-label={t('login.title')}>
          <Link to={`${base}/judge/login`}>{t('login.toJudge')}</Link>
          <Link to={`${base}/admin/login`}>{t('login.toAdmin')}</Link>
          <Link to="/">{t('login.toProjects')}</Link>
        </nav>
      }
    />
  );
}
