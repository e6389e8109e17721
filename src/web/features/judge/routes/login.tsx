/** judge/login: the judge's own login; a failure is an inline red message (SPEC.md section 8). */
import { Link } from 'react-router';
import { useReturnAfterLogin } from '../../../app/navigate-to-login';
import { ProjectPage, useProject } from '../../../app/project-guard';
import { LoginForm } from '../../../components/ui/login-form';
import { loginFailure } from '../../../lib/error-message';
import { useJudgeLogin } from '../api/judge-login';
import { useJudgeT } from '../i18n/judge';
import '../judge.css';

export default function JudgeLoginPage() {
  const { t } = useJudgeT();
  const project = useProject();
  const login = useJudgeLogin();
  const base = `/projects/${project.slug}/judge`;
  const goOn = useReturnAfterLogin((from) => from.startsWith(`${base}/`), `${base}/posters`);
  return (
    <ProjectPage title={t('login.title')}>
      <div className="container-narrow">
        <LoginForm
          large
          mutation={login}
          onLoggedIn={goOn}
          failure={loginFailure(t('login.failed'))}
          title={t('login.title')}
          subtitle={t('login.subtitle', { project: project.name })}
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
