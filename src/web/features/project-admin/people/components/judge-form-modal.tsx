/** Add or edit a judge on the server's schemas. On edit the username is fixed and a blank password keeps the current one. */
import { z } from 'zod';
import { judgeCreateSchema, judgeUpdateSchema, type JudgeRow } from '@shared/contracts/judges';
import { Field } from '@web/components/ui/forms/field';
import { useFieldMessages, type FieldMessages } from '@web/components/ui/forms/field-messages';
import { useZodForm } from '@web/components/ui/forms/use-zod-form';
import { FormModal } from '@web/components/ui/dialogs/form-modal';
import { useEditDialog } from '@web/components/ui/dialogs/use-edit-dialog';
import { doneThen } from '@web/components/ui/notices/mutation-notices';
import { useCreateJudge } from '../api/create-judge';
import { useUpdateJudge } from '../api/update-judge';
import { useJudgesT } from '../i18n/judges';

/** The username is shown on edit but never sent. */
const editSchema = judgeUpdateSchema.extend({ username: z.string().optional() });

const messages: FieldMessages = {
  full_name: { required: 'form.nameEmailRequired' },
  email: { required: 'form.nameEmailRequired', invalid_format: 'common:form.emailInvalid' },
  username: { required: 'form.usernameRequired' },
  password: { required: 'form.passwordRequired', too_small: 'common:form.passwordShort' },
};
const order = ['full_name', 'email', 'username', 'password', 'affiliation', 'specialty'];

export function JudgeFormModal({ judge, onClose }: { judge: JudgeRow | null; onClose: () => void }) {
  const { t } = useJudgesT();
  const create = useCreateJudge();
  const update = useUpdateJudge();
  // One form for both: the edit schema's values are a subset of the create schema's.
  const toValues = (j: JudgeRow | null) => ({
    username: j?.username ?? '',
    password: '',
    full_name: j?.full_name ?? '',
    email: j?.email ?? '',
    affiliation: j?.affiliation ?? '',
    specialty: j?.specialty ?? '',
  });
  const form = useZodForm(
    (judge ? editSchema : judgeCreateSchema) as typeof judgeCreateSchema,
    toValues(judge),
  );
  const { version, dialog } = useEditDialog({ record: judge, form, toValues, create, update, t, onClose });
  const submit = form.handleSubmit(({ username, ...rest }) => {
    if (judge) update.mutate({ id: judge.id, body: { ...rest, version } }, doneThen(t('updated'), onClose));
    else create.mutate({ username, ...rest }, doneThen(t('created'), onClose));
  });

  return (
    <FormModal
      form={form}
      {...dialog}
      onSubmit={submit}
      order={order}
      message={useFieldMessages(t, form, messages)}
      failed={t('saveFailed')}
    >
      <div className="form-grid">
        <Field
          label={t('form.username')}
          disabled={Boolean(judge)}
          hint={judge ? t('form.usernameFixed') : undefined}
          required={!judge}
          {...form.register('username')}
        />
        <Field
          label={t('form.password')}
          type="password"
          hint={judge ? t('form.passwordEditHint') : t('form.passwordHint')}
          required={!judge}
          autoComplete="new-password"
          {...form.register('password')}
        />
        <Field label={t('form.fullName')} required {...form.register('full_name')} />
        <Field label={t('form.email')} type="email" required {...form.register('email')} />
        <Field label={t('form.affiliation')} {...form.register('affiliation')} />
        <Field label={t('form.specialty')} {...form.register('specialty')} />
      </div>
    </FormModal>
  );
}
