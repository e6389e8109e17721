import { Link, useLocation, useNavigate } from 'react-router';
import { ProjectPage, useProject } from '../../../app/project-guard';
import { useSession } from '../../../app/session';
import { LoginForm } from '../../../components/ui/login-form';
import { memberLoginFailure } from '../../../lib/error-message';
import { loginJudge } from '../api/judge-login';
import { useJudgeT } from '../i18n/judge';
import '../judge.css';

/** judge/login: the judge's own login; a failure is an inline red message (SPEC.md section 8). */
export default function JudgeLoginPage() {
  const { t } = useJudgeT();
  const project = useProject();
  const { login } = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  async function logIn(username: string, password: string) {
    const judge = await loginJudge(project.id, username, password);
    login(
      {
        id: judge.judge_id,
        username: judge.username,
        email: judge.email,
        full_name: judge.full_name,
        project_id: judge.project_id,
      },
      'judge',
    );
    const from = (location.state as { from?: string } | null)?.from;
    navigate(
      from?.startsWith(`/projects/${project.slug}/judge/`) ? from : `/projects/${project.slug}/judge/posters`,
      { replace: true },
    );
  }

  return (
    <ProjectPage title={t('login.title')}>
      <div className="container-narrow">
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
          <nav className="judge-links" aria-label={t('login.title')}>
            <Link to={`/projects/${project.slug}/user/login`}>{t('login.toUser')}</Link>
            <Link to="/">{t('login.toProjects')}</Link>
          </nav>
        </LoginForm>
      </div>
    </ProjectPage>
  );
}
