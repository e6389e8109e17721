/** Add a participant by hand, on the server's own schema (ID, password and email required). */
import { participantCreateSchema } from '../../../../shared/contracts/people';
import { Field } from '../../../components/ui/field';
import {
  DialogActions,
  FormAlert,
  useFieldMessages,
  useZodForm,
  type FieldMessages,
} from '../../../components/ui/form';
import { Modal } from '../../../components/ui/modal';
import { notice } from '../../../components/ui/notices';
import { failedWith } from '../../../lib/error-message';
import { useCreateParticipant } from '../api/create-participant';
import { useUsersT } from '../i18n/users';

const messages: FieldMessages = {
  username: { required: 'form.required' },
  password: { required: 'form.required', too_small: 'common:form.passwordShort' },
  email: { required: 'form.required', invalid_format: 'common:form.emailInvalid' },
};
const order = ['username', 'password', 'email', 'full_name'] as const;

export function UserFormModal({ onClose }: { onClose: () => void }) {
  const { t } = useUsersT();
  const create = useCreateParticipant();
  const form = useZodForm(participantCreateSchema, { username: '', password: '', email: '', full_name: '' });
  const message = useFieldMessages(t, form, messages);
  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: () => {
        notice.success(t('created'));
        onClose();
      },
    }),
  );
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t('form.title')}>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="form-grid">
          <Field label={t('form.username')} required autoComplete="off" {...form.register('username')} />
          <Field
            label={t('form.password')}
            type="password"
            hint={t('form.passwordHint')}
            required
            autoComplete="new-password"
            {...form.register('password')}
          />
          <Field
            label={t('form.email')}
            type="email"
            required
            autoComplete="off"
            {...form.register('email')}
          />
          <Field label={t('form.fullName')} autoComplete="off" {...form.register('full_name')} />
        </div>
        <FormAlert
          order={order}
          message={message}
          failure={create.error ? failedWith(t('saveFailed'), create.error) : null}
        />
        <DialogActions onCancel={onClose} pending={create.isPending} label={t('common:add')} />
      </form>
    </Modal>
  );
}
