import { useState, type FormEvent } from 'react';
import { Field } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notice } from '../../../components/ui/notices';
import { failedWith } from '../../../lib/error-message';
import { createParticipant } from '../api/people';
import { useRefreshProject, type AdminScope } from '../api/scope';
import { useUsersT } from '../i18n/users';

export function UserFormModal({
  scope,
  open,
  onClose,
}: {
  scope: AdminScope;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useUsersT();
  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title={t('form.title')}>
      {open ? <UserForm scope={scope} onClose={onClose} /> : null}
    </Modal>
  );
}

function UserForm({ scope, onClose }: { scope: AdminScope; onClose: () => void }) {
  const { t } = useUsersT();
  const refresh = useRefreshProject();
  const [v, setV] = useState({ username: '', password: '', email: '', full_name: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) =>
    setV((s) => ({ ...s, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!v.username.trim() || !v.password || !v.email.trim()) return setError(t('form.required'));
    setError(null);
    setBusy(true);
    try {
      await createParticipant(scope, {
        username: v.username.trim(),
        password: v.password,
        email: v.email.trim(),
        full_name: v.full_name.trim() || null,
      });
      notice.success(t('created'));
      await refresh();
      onClose();
    } catch (err) {
      console.error(err);
      setError(failedWith(t('saveFailed'), err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <div className="form-grid">
        <Field
          label={t('form.username')}
          value={v.username}
          onChange={set('username')}
          required
          autoComplete="off"
        />
        <Field
          label={t('form.password')}
          type="password"
          value={v.password}
          onChange={set('password')}
          hint={t('form.passwordHint')}
          required
          autoComplete="new-password"
        />
        <Field
          label={t('form.email')}
          type="email"
          value={v.email}
          onChange={set('email')}
          required
          autoComplete="off"
        />
        <Field
          label={t('form.fullName')}
          value={v.full_name}
          onChange={set('full_name')}
          autoComplete="off"
        />
      </div>
      {error ? (
        <div className="alert-inline" role="alert">
          {error}
        </div>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          {t('common:cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('common:saving') : t('common:add')}
        </button>
      </div>
    </form>
  );
}
