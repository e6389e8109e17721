import { Link, useLocation, useNavigate } from 'react-router';
import { ProjectPage, useProject } from '../../../app/project-guard';
import { useSession } from '../../../app/session';
import { LoginForm } from '../../../components/ui/login-form';
import { memberLoginFailure } from '../../../lib/error-message';
import { loginParticipant } from '../api/auth';
import { useParticipantT } from '../i18n/participant';
import '../participant.css';

/** user/login: the participant's login, with the ways to sign up and to the admin and judge logins. */
export default function ParticipantLoginPage() {
  const { t } = useParticipantT();
  const project = useProject();
  const { login } = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  async function logIn(username: string, password: string) {
    const u = await loginParticipant(project.id, username, password);
    login(
      { id: u.id, username: u.username, email: u.email, full_name: u.full_name, project_id: u.project_id },
      'user',
    );
    const from = (location.state as { from?: string } | null)?.from;
    navigate(
      from?.startsWith(`/projects/${project.slug}/user/posters`)
        ? from
        : `/projects/${project.slug}/user/posters`,
      { replace: true },
    );
  }

  const base = `/projects/${project.slug}`;
  return (
    <ProjectPage title={t('login.title')}>
      <div className="container-narrow stack">
        <LoginForm
          large
          login={logIn}
          failure={(err) => memberLoginFailure(err, t('login.failed'))}
          heading={
            <>
              <h1>{t('login.title')}</h1>
              <p className="muted">{t('login.subtitle', { project: project.name })}</p>
            </>
          }
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
