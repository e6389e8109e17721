/** Add or edit a poster session on the server's schema (name, date, start before end, optional area). */
import { posterSessionCreateSchema, type PosterSession } from '@shared/contracts/sessions';
import { Field } from '@web/components/ui/forms/field';
import { useFieldMessages, type FieldMessages } from '@web/components/ui/forms/field-messages';
import { useZodForm } from '@web/components/ui/forms/use-zod-form';
import { FormModal } from '@web/components/ui/dialogs/form-modal';
import { useEditDialog } from '@web/components/ui/dialogs/use-edit-dialog';
import { doneThen } from '@web/components/ui/notices/mutation-notices';
import { useCreateSession, useUpdateSession } from '../api/boards';
import { useBoardsT } from '../i18n/boards';

const messages: FieldMessages = {
  name: { required: 'form.required', default: 'form.invalid' },
  date: { required: 'form.required', default: 'form.invalid' },
  starts_at: { required: 'form.required', default: 'form.invalid' },
  ends_at: { required: 'form.required', default: 'form.invalid' },
  area: { default: 'form.invalid' },
};

export function SessionFormModal({
  session,
  onClose,
}: {
  session: PosterSession | null;
  onClose: () => void;
}) {
  const { t } = useBoardsT();
  const create = useCreateSession();
  const update = useUpdateSession();
  const toValues = (s: PosterSession | null) => ({
    name: s?.name ?? '',
    date: s?.date ?? '',
    starts_at: s?.starts_at ?? '',
    ends_at: s?.ends_at ?? '',
    area: s?.area ?? '',
  });
  const form = useZodForm(posterSessionCreateSchema, toValues(session));
  const { version, dialog } = useEditDialog({ record: session, form, toValues, create, update, t, onClose });
  const submit = form.handleSubmit((v) => {
    if (session) update.mutate({ id: session.id, body: { ...v, version } }, doneThen(t('updated'), onClose));
    else create.mutate(v, doneThen(t('created'), onClose));
  });

  return (
    <FormModal
      form={form}
      {...dialog}
      onSubmit={submit}
      order={['name', 'date', 'starts_at', 'ends_at', 'area']}
      message={useFieldMessages(t, form, messages)}
      failed={t('saveFailed')}
    >
      <Field label={t('form.name')} required {...form.register('name')} />
      <div className="form-grid">
        <Field label={t('form.date')} type="date" required {...form.register('date')} />
        <Field label={t('form.startsAt')} type="time" required {...form.register('starts_at')} />
        <Field label={t('form.endsAt')} type="time" required {...form.register('ends_at')} />
      </div>
      <Field label={t('form.area')} {...form.register('area')} />
    </FormModal>
  );
}
