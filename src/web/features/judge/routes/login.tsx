import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ProjectPage, useProject } from '../../../app/project-guard';
import { useSession } from '../../../app/session';
import { Field } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
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
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!username.trim() || !password) return;
    setBusy(true);
    setError(null);
    try {
      const judge = await loginJudge(project.id, username.trim(), password);
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
        from?.startsWith(`/projects/${project.slug}/judge/`)
          ? from
          : `/projects/${project.slug}/judge/posters`,
        { replace: true },
      );
    } catch (err) {
      console.error(err);
      const known = err instanceof ApiError && (err.status === 429 || err.status === 403) && !!err.detail;
      setError(
        known
          ? (err as ApiError).detail
          : err instanceof ApiError && err.isNetwork
            ? errorMessage(err)
            : t('login.failed'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <ProjectPage title={t('login.title')}>
      <div className="container-narrow">
        <form className="card stack" onSubmit={submit} noValidate>
          <h1>{t('login.title')}</h1>
          <p className="muted">{t('login.subtitle', { project: project.name })}</p>
          <Field
            label={t('common:username')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
          />
          <Field
            label={t('common:password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
          {error ? (
            <div className="alert-inline" role="alert">
              {error}
            </div>
          ) : null}
          <button
            type="submit"
            className="btn btn-primary btn-lg btn-block"
            disabled={busy || !username.trim() || !password}
          >
            {busy ? t('common:loggingIn') : t('common:login')}
          </button>
          <nav className="judge-links" aria-label={t('login.title')}>
            <Link to={`/projects/${project.slug}/user/login`}>{t('login.toUser')}</Link>
            <Link to="/">{t('login.toProjects')}</Link>
          </nav>
        </form>
      </div>
    </ProjectPage>
  );
}
