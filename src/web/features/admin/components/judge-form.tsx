import { useState, type FormEvent } from 'react';
import type { JudgeRow } from '../../../../shared/contracts/people';
import { Field } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notice } from '../../../components/ui/notices';
import { failedWith } from '../../../lib/error-message';
import { createJudge, updateJudge } from '../api/people';
import { useRefreshProject, type AdminScope } from '../api/scope';
import { useJudgesT } from '../i18n/judges';

type Props = { scope: AdminScope; judge: JudgeRow | null; open: boolean; onClose: () => void };

/** Add or edit a judge. On edit the username is fixed and a blank password keeps the current one. */
export function JudgeFormModal({ scope, judge, open, onClose }: Props) {
  const { t } = useJudgesT();
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={judge ? t('form.editTitle') : t('form.createTitle')}
    >
      {open ? <JudgeForm key={judge?.id ?? 'new'} scope={scope} judge={judge} onClose={onClose} /> : null}
    </Modal>
  );
}

function JudgeForm({ scope, judge, onClose }: Omit<Props, 'open'>) {
  const { t } = useJudgesT();
  const refresh = useRefreshProject();
  const [v, setV] = useState({
    username: judge?.username ?? '',
    password: '',
    full_name: judge?.full_name ?? '',
    email: judge?.email ?? '',
    affiliation: judge?.affiliation ?? '',
    specialty: judge?.specialty ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) =>
    setV((s) => ({ ...s, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!v.full_name.trim() || !v.email.trim()) return setError(t('form.nameEmailRequired'));
    if (!judge && !v.username.trim()) return setError(t('form.usernameRequired'));
    if (!judge && !v.password) return setError(t('form.passwordRequired'));
    setError(null);
    setBusy(true);
    const common = {
      full_name: v.full_name.trim(),
      email: v.email.trim(),
      affiliation: v.affiliation.trim() || null,
      specialty: v.specialty.trim() || null,
    };
    try {
      if (judge) {
        await updateJudge(scope, judge.id, { ...common, ...(v.password ? { password: v.password } : {}) });
        notice.success(t('updated'));
      } else {
        await createJudge(scope, { ...common, username: v.username.trim(), password: v.password });
        notice.success(t('created'));
      }
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
          disabled={Boolean(judge)}
          hint={judge ? t('form.usernameFixed') : undefined}
          required={!judge}
          autoComplete="off"
        />
        <Field
          label={t('form.password')}
          type="password"
          value={v.password}
          onChange={set('password')}
          hint={judge ? t('form.passwordEditHint') : t('form.passwordHint')}
          required={!judge}
          autoComplete="new-password"
        />
        <Field
          label={t('form.fullName')}
          value={v.full_name}
          onChange={set('full_name')}
          required
          autoComplete="off"
        />
        <Field
          label={t('form.email')}
          type="email"
          value={v.email}
          onChange={set('email')}
          required
          autoComplete="off"
        />
        <Field label={t('form.affiliation')} value={v.affiliation} onChange={set('affiliation')} />
        <Field label={t('form.specialty')} value={v.specialty} onChange={set('specialty')} />
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
          {busy ? t('common:saving') : t('common:save')}
        </button>
      </div>
    </form>
  );
}
