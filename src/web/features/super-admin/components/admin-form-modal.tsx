import { useState, type FormEvent } from 'react';
import type { AdminAccount } from '../../../../shared/contracts/admins';
import { Field } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notice } from '../../../components/ui/notices';
import { errorMessage } from '../../../lib/error-message';
import { useCreateAdmin, useUpdateAdmin, type AdminInput } from '../api/admins';
import { useAdminsT } from '../i18n/admins';

type Errors = Partial<Record<'username' | 'email' | 'password', string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Create or edit an admin (SPEC.md section 5): username fixed once created, password required only on create. */
export function AdminFormModal({
  admin,
  isSelf,
  onClose,
}: {
  admin?: AdminAccount;
  isSelf: boolean;
  onClose: () => void;
}) {
  const { t } = useAdminsT();
  const create = useCreateAdmin();
  const update = useUpdateAdmin();
  const [username, setUsername] = useState(admin?.username ?? '');
  const [email, setEmail] = useState(admin?.email ?? '');
  const [password, setPassword] = useState('');
  const [fullName, setFullName] = useState(admin?.full_name ?? '');
  const [isSuper, setIsSuper] = useState(admin?.is_super_admin ?? false);
  const [isActive, setIsActive] = useState(admin?.is_active ?? true);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;

  function validate(): Errors {
    const e: Errors = {};
    if (!admin && !username.trim()) e.username = t('form.usernameRequired');
    if (!email.trim()) e.email = t('form.emailRequired');
    else if (!EMAIL.test(email.trim())) e.email = t('form.emailInvalid');
    if (!admin && !password) e.password = t('form.passwordRequired');
    else if (password && password.length < 6) e.password = t('form.passwordShort');
    return e;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const base: AdminInput = { email: email.trim(), full_name: fullName.trim() || null };
    try {
      if (admin) {
        // One's own role and status stay as they are: a super admin must not lock themselves out.
        const input: AdminInput = {
          ...base,
          ...(isSelf ? {} : { is_super_admin: isSuper, is_active: isActive }),
          ...(password ? { password } : {}),
        };
        await update.mutateAsync({ id: admin.id, input });
        notice.success(t('form.updated', { name: admin.username }));
      } else {
        await create.mutateAsync({ ...base, is_super_admin: isSuper, username: username.trim(), password });
        notice.success(t('form.created', { name: username.trim() }));
      }
      onClose();
    } catch (err) {
      console.error(err);
      setFormError(errorMessage(err, t('form.saveFailed')));
    }
  }

  const clear = (key: keyof Errors) => setErrors((old) => ({ ...old, [key]: undefined }));

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(admin ? 'form.editTitle' : 'form.createTitle')}
    >
      <form className="stack" onSubmit={submit} noValidate>
        <Field
          label={t('form.username')}
          value={username}
          onChange={(e) => {
            setUsername(e.target.value);
            clear('username');
          }}
          error={errors.username}
          hint={admin ? t('form.usernameLocked') : undefined}
          readOnly={Boolean(admin)}
          required={!admin}
          autoComplete="off"
          maxLength={64}
        />
        <Field
          label={t('form.email')}
          type="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            clear('email');
          }}
          error={errors.email}
          required
          autoComplete="off"
          maxLength={254}
        />
        <Field
          label={t('form.password')}
          type="password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            clear('password');
          }}
          error={errors.password}
          hint={t(admin ? 'form.passwordHintEdit' : 'form.passwordHintCreate')}
          required={!admin}
          autoComplete="new-password"
          maxLength={256}
        />
        <Field
          label={t('form.fullName')}
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          autoComplete="off"
          maxLength={100}
        />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={isSuper}
            onChange={(e) => setIsSuper(e.target.checked)}
            disabled={isSelf}
          />
          {t('form.isSuper')}
        </label>
        {admin ? (
          <label className="checkbox">
            <input
              type="checkbox"
              checked={isActive}
              onChange={(e) => setIsActive(e.target.checked)}
              disabled={isSelf}
            />
            {t('form.isActive')}
          </label>
        ) : null}
        {isSelf ? <p className="field-hint">{t('form.selfLocked')}</p> : null}
        {formError ? (
          <div className="alert-inline" role="alert">
            {formError}
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
    </Modal>
  );
}
