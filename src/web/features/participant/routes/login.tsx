/** user/login: the participant's login, with the ways to sign up and to the admin and judge logins. */
import { Link } from 'react-router';
import { useReturnAfterLogin } from '../../../app/navigate-to-login';
import { ProjectPage, useProject } from '../../../app/project-guard';
import { LoginForm } from '../../../components/ui/login-form';
import { loginFailure } from '../../../lib/error-message';
import { useParticipantLogin } from '../api/login';
import { useParticipantT } from '../i18n/participant';
import '../participant.css';

export default function ParticipantLoginPage() {
  const { t } = useParticipantT();
  const project = useProject();
  const login = useParticipantLogin();
  const base = `/projects/${project.slug}`;
  const goOn = useReturnAfterLogin((from) => from.startsWith(`${base}/user/posters`), `${base}/user/posters`);
  return (
    <ProjectPage title={t('login.title')}>
      <div className="container-narrow stack">
        <LoginForm
          large
          mutation={login}
          onLoggedIn={goOn}
          failure={loginFailure(t('login.failed'))}
          title={t('login.title')}
          subtitle={t('login.subtitle', { project: project.name })}
        >
          <p className="center participant-switch">
            {t('login.noAccount')} <Link to={`${base}/user/register`}>{t('login.toRegister')}</Link>
          </p>
        </LoginForm>
        <nav className="participant-links" aria-label={t('login.title')}>
          <Link to={`${base}/judge/login`}>{t('login.toJudge')}</Link>
          <Link to={`${base}/admin/login`}>{t('login.toAdmin')}</Link>
          <Link to="/">{t('login.toProjects')}</Link>
        </nav>
      </div>
    </ProjectPage>
  );
}
