/** Add or edit a judge on the server's schemas. On edit the username is fixed and a blank password keeps the current one. */
import { z } from 'zod';
import { judgeCreateSchema, judgeUpdateSchema, type JudgeRow } from '../../../../shared/contracts/people';
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
const order = ['full_name', 'email', 'username', 'password', 'affiliation', 'specialty'] as const;

export function JudgeFormModal({ judge, onClose }: { judge: JudgeRow | null; onClose: () => void }) {
  const { t } = useJudgesT();
  const create = useCreateJudge();
  const update = useUpdateJudge();
  const form = useZodForm(judge ? (editSchema as unknown as typeof judgeCreateSchema) : judgeCreateSchema, {
    username: judge?.username ?? '',
    password: '',
    full_name: judge?.full_name ?? '',
    email: judge?.email ?? '',
    affiliation: judge?.affiliation ?? '',
    specialty: judge?.specialty ?? '',
  });
  const message = useFieldMessages(t, form, messages);
  const pending = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  const saved = (text: string) => () => {
    notice.success(text);
    onClose();
  };
  const submit = form.handleSubmit(({ username, ...rest }) => {
    if (judge) update.mutate({ id: judge.id, body: rest }, { onSuccess: saved(t('updated')) });
    else create.mutate({ username, ...rest }, { onSuccess: saved(t('created')) });
  });

  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={judge ? t('form.editTitle') : t('form.createTitle')}
    >
      <form className="stack" onSubmit={submit} noValidate>
        <div className="form-grid">
          <Field
            label={t('form.username')}
            disabled={Boolean(judge)}
            hint={judge ? t('form.usernameFixed') : undefined}
            required={!judge}
            autoComplete="off"
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
          <Field label={t('form.fullName')} required autoComplete="off" {...form.register('full_name')} />
          <Field
            label={t('form.email')}
            type="email"
            required
            autoComplete="off"
            {...form.register('email')}
          />
          <Field label={t('form.affiliation')} {...form.register('affiliation')} />
          <Field label={t('form.specialty')} {...form.register('specialty')} />
        </div>
        <FormAlert
          order={order}
          message={message}
          failure={failure ? failedWith(t('saveFailed'), failure) : null}
        />
        <DialogActions onCancel={onClose} pending={pending} />
      </form>
    </Modal>
  );
}
