import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ProjectPage, useProject } from '../../../app/project-guard';
import { useSession } from '../../../app/session';
import { Field } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
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
      const u = await loginParticipant(project.id, username.trim(), password);
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

  const base = `/projects/${project.slug}`;
  return (
    <ProjectPage title={t('login.title')}>
      <div className="container-narrow stack">
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
          <p className="center participant-switch">
            {t('login.noAccount')} <Link to={`${base}/user/register`}>{t('login.toRegister')}</Link>
          </p>
        </form>
        <nav className="participant-links" aria-label={t('login.title')}>
          <Link to={`${base}/judge/login`}>{t('login.toJudge')}</Link>
          <Link to={`${base}/admin/login`}>{t('login.toAdmin')}</Link>
          <Link to="/">{t('login.toProjects')}</Link>
        </nav>
      </div>
    </ProjectPage>
  );
}
