/** Add a participant by hand, on the server's own schema (ID, password and email required). */
import { participantCreateSchema } from '@shared/contracts/participants';
import { Field } from '@web/components/ui/forms/field';
import { useFieldMessages, type FieldMessages } from '@web/components/ui/forms/field-messages';
import { useZodForm } from '@web/components/ui/forms/use-zod-form';
import { FormModal } from '@web/components/ui/dialogs/form-modal';
import { doneThen } from '@web/components/ui/notices/mutation-notices';
import { useCreateParticipant } from '../api/create-participant';
import { useParticipantsT } from '../i18n/participants';

const messages: FieldMessages = {
  username: { required: 'form.required' },
  password: { required: 'form.required', too_small: 'common:form.passwordShort' },
  email: { required: 'form.required', invalid_format: 'common:form.emailInvalid' },
};

export function ParticipantFormModal({ onClose }: { onClose: () => void }) {
  const { t } = useParticipantsT();
  const create = useCreateParticipant();
  const form = useZodForm(participantCreateSchema, { username: '', password: '', email: '', full_name: '' });
  return (
    <FormModal
      form={form}
      title={t('form.title')}
      onClose={onClose}
      onSubmit={form.handleSubmit((input) => create.mutate(input, doneThen(t('created'), onClose)))}
      mutations={[create]}
      order={['username', 'password', 'email', 'full_name']}
      message={useFieldMessages(t, form, messages)}
      failed={t('saveFailed')}
      label={t('common:add')}
    >
      <div className="form-grid">
        <Field label={t('form.username')} required {...form.register('username')} />
        <Field
          label={t('form.password')}
          type="password"
          hint={t('form.passwordHint')}
          required
          autoComplete="new-password"
          {...form.register('password')}
        />
        <Field label={t('form.email')} type="email" required {...form.register('email')} />
        <Field label={t('form.fullName')} {...form.register('full_name')} />
      </div>
    </FormModal>
  );
}
