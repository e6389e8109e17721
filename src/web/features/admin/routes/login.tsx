import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ProjectPage, useProject } from '../../../app/project-guard';
import { useSession } from '../../../app/session';
import { Field } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { loginProjectAdmin } from '../api/login';
import { useAdminLoginT } from '../i18n/login';

export default function AdminLoginPage() {
  const { t } = useAdminLoginT();
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
    setBusy(true);
    setError(null);
    try {
      const admin = await loginProjectAdmin(project.id, username, password);
      login(
        {
          id: admin.admin_id,
          admin_id: admin.admin_id,
          username: admin.username,
          email: admin.email,
          full_name: admin.full_name,
          is_super_admin: admin.is_super_admin,
          project_ids: [project.id],
        },
        'project_admin',
      );
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from?.includes('/admin/') ? from : `/projects/${project.slug}/admin/dashboard`, {
        replace: true,
      });
    } catch (err) {
      console.error(err);
      setError(
        err instanceof ApiError && err.status === 429
          ? err.detail
          : err instanceof ApiError && err.status === 401
            ? t('failed')
            : errorMessage(err, t('failed')),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <ProjectPage title={t('title')}>
      <div className="container-narrow">
        <form className="card stack" onSubmit={submit} noValidate>
          <h1>{t('title')}</h1>
          <p className="muted">{t('subtitle', { project: project.name })}</p>
          <Field
            label={t('common:username')}
            name="username"
            autoComplete="username"
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
            className="btn btn-primary btn-block"
            disabled={busy || !username || !password}
          >
            {busy ? t('common:loggingIn') : t('common:login')}
          </button>
          <div className="row-between small">
            <Link to={`/projects/${project.slug}/user/login`}>{t('toUser')}</Link>
            <Link to="/">{t('toProjects')}</Link>
          </div>
        </form>
      </div>
    </ProjectPage>
  );
}
