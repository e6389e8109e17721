import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ProjectPage, useProject } from '../../../app/project-guard';
import { Field } from '../../../components/ui/field';
import { useNotice } from '../../../components/ui/notices';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { registerParticipant } from '../api/auth';
import { useParticipantT } from '../i18n/participant';
import '../participant.css';

const MIN_PASSWORD = 6;
type FormState = {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  full_name: string;
};
const empty: FormState = { username: '', email: '', password: '', confirmPassword: '', full_name: '' };

/** user/register: sign-up (SPEC.md sections 5 and 8); success goes to the login with a notice. */
export default function ParticipantRegisterPage() {
  const { t } = useParticipantT();
  const project = useProject();
  const notice = useNotice();
  const navigate = useNavigate();
  const [form, setForm] = useState<FormState>(empty);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<Partial<Record<keyof FormState, string>>>({});
  const [busy, setBusy] = useState(false);

  const set = (k: keyof FormState) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    if (fieldError[k]) setFieldError((fe) => ({ ...fe, [k]: undefined }));
  };

  function fail(message: string, field?: keyof FormState) {
    setError(message);
    setFieldError(field ? { [field]: message } : {});
    notice.error(message);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!form.username.trim() || !form.email.trim() || !form.password) return fail(t('register.required'));
    if (form.password !== form.confirmPassword) return fail(t('register.mismatch'), 'confirmPassword');
    if (form.password.length < MIN_PASSWORD) return fail(t('register.tooShort'), 'password');
    setBusy(true);
    try {
      await registerParticipant(project.id, {
        username: form.username.trim(),
        email: form.email.trim(),
        password: form.password,
        full_name: form.full_name.trim() || null,
      });
      notice.success(t('register.done'));
      navigate(`/projects/${project.slug}/user/login`);
    } catch (err) {
      console.error(err);
      if (err instanceof ApiError && err.status === 400) {
        // A taken ID or email is SPEC's message; a field the server refused is named by its detail.
        fail(err.code === 'VALIDATION' ? err.detail : t('register.exists'));
      } else if (err instanceof ApiError && err.isNetwork) fail(errorMessage(err));
      else fail(t('register.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ProjectPage title={t('register.title')}>
      <div className="container-narrow">
        <form className="card stack" onSubmit={submit} noValidate>
          <h1>{t('register.title')}</h1>
          <p className="muted">{project.name}</p>
          <Field
            label={`${t('common:username')} *`}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            value={form.username}
            onChange={set('username')}
            required
            error={fieldError.username}
          />
          <Field
            label={`${t('common:email')} *`}
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={set('email')}
            required
            error={fieldError.email}
          />
          <Field
            label={`${t('common:password')} *`}
            name="password"
            type="password"
            autoComplete="new-password"
            hint={t('register.passwordHint')}
            value={form.password}
            onChange={set('password')}
            required
            minLength={MIN_PASSWORD}
            error={fieldError.password}
          />
          <Field
            label={`${t('register.confirmPassword')} *`}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={set('confirmPassword')}
            required
            error={fieldError.confirmPassword}
          />
          <Field
            label={t('common:fullName')}
            name="full_name"
            autoComplete="name"
            hint={t('register.fullNameHint')}
            value={form.full_name}
            onChange={set('full_name')}
          />
          {error && !Object.values(fieldError).some(Boolean) ? (
            <div className="alert-inline">{error}</div>
          ) : null}
          <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy}>
            {busy ? t('register.submitting') : t('register.submit')}
          </button>
          <p className="center participant-switch">
            {t('register.haveAccount')}{' '}
            <Link to={`/projects/${project.slug}/user/login`}>{t('register.toLogin')}</Link>
          </p>
        </form>
      </div>
    </ProjectPage>
  );
}
