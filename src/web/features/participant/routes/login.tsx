/** user/login: the participant's login, with the ways to sign up and to the admin and judge logins. */
import { Link } from 'react-router';
import { useProject } from '@web/current-project/project-context';
import { ProjectLogin } from '@web/current-project/project-login';
import { useParticipantLogin } from '../api/login';
import { useParticipantT } from '../i18n/participant';
import '../participant.css';
import { paths } from '@web/lib/paths';

export default function ParticipantLoginPage() {
  const { t } = useParticipantT();
  const project = useProject();
  const { slug } = project;
  return (
    <ProjectLogin
      large
      title={t('login.title')}
      subtitle={t('login.subtitle', { project: project.name })}
      mutation={useParticipantLogin()}
      wrongCredentials={t('login.failed')}
      area={paths.participant.posters(slug)}
      start={paths.participant.posters(slug)}
      links={
        <p className="center participant-switch">
          {t('login.noAccount')} <Link to={paths.participant.register(slug)}>{t('login.toRegister')}</Link>
          <br />
          <Link to={paths.participant.forgotPassword(slug)}>{t('login.forgot')}</Link>
        </p>
      }
      after={
        <nav className="participant-links" aria-label={t('login.title')}>
          <Link to={paths.judge.login(slug)}>{t('login.toJudge')}</Link>
          <Link to={paths.projectAdmin.login(slug)}>{t('login.toAdmin')}</Link>
          <Link to={paths.home()}>{t('login.toProjects')}</Link>
        </nav>
      }
    />
  );
}
