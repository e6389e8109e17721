/**
 * Register or change a screen on the server's schema: its name, place, orientation, what it shows (categories and
 * poster sessions, decision 058) and how long it waits before going home. Its pairing link stays on a change.
 */
import { useState } from 'react';
import { z } from 'zod';
import { screenInputSchema, type Screen } from '@shared/contracts/screens';
import { useTime } from '@web/current-project/use-time';
import { ChoiceList } from '@web/components/ui/forms/choice-list';
import { Field, NumberField, SelectField } from '@web/components/ui/forms/field';
import { useFieldMessages, type FieldMessages } from '@web/components/ui/forms/field-messages';
import { useZodForm } from '@web/components/ui/forms/use-zod-form';
import { FormModal } from '@web/components/ui/dialogs/form-modal';
import { doneThen } from '@web/components/ui/notices/mutation-notices';
import { usePosterSessions } from '@web/features/project-admin/boards/api/boards';
import { useCreateScreen, useUpdateScreen } from '../api/screens';
import { useScreensT } from '../i18n/screens';

/** The form's fields: the roster's categories typed as one comma-separated line. */
const formSchema = screenInputSchema
  .omit({ roster: true })
  .extend({ categories: z.string().max(2000, 'categories is too long') });

const messages: FieldMessages = {
  name: { required: 'form.required', default: 'form.invalid' },
  place: { default: 'form.invalid' },
  idle_seconds: { default: 'form.idleRange' },
  categories: { default: 'form.invalid' },
};

const categoryList = (line: string) =>
  line
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

export function ScreenFormModal({ screen, onClose }: { screen: Screen | null; onClose: () => void }) {
  const { t } = useScreensT();
  const time = useTime();
  const create = useCreateScreen();
  const update = useUpdateScreen();
  const sessions = usePosterSessions().data ?? [];
  const form = useZodForm(formSchema, {
    name: screen?.name ?? '',
    place: screen?.place ?? '',
    orientation: screen?.orientation ?? 'landscape',
    categories: (screen?.roster.categories ?? []).join(', '),
    idle_seconds: screen?.idle_seconds ?? 60,
  });
  const [sessionIds, setSessionIds] = useState<number[]>(screen?.roster.session_ids ?? []);
  const orientation = form.watch('orientation');
  const submit = form.handleSubmit(({ categories, ...fields }) => {
    const list = categoryList(categories);
    const body = {
      ...fields,
      roster: {
        ...(list.length ? { categories: list } : {}),
        ...(sessionIds.length ? { session_ids: sessionIds } : {}),
      },
    };
    if (screen) update.mutate({ id: screen.id, body }, doneThen(t('updated'), onClose));
    else create.mutate(body, doneThen(t('added'), onClose));
  });
  return (
    <FormModal
      form={form}
      title={screen ? t('form.editTitle') : t('form.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      mutations={[create, update]}
      order={['name', 'place', 'categories', 'idle_seconds']}
      message={useFieldMessages(t, form, messages)}
      failed={t(screen ? 'updateFailed' : 'addFailed')}
      wide
    >
      <div className="form-grid">
        <Field label={t('name')} required maxLength={100} {...form.register('name')} />
        <Field label={t('place')} hint={t('form.placeHint')} maxLength={200} {...form.register('place')} />
      </div>
      <SelectField
        label={t('orientation')}
        value={orientation ?? 'landscape'}
        onChange={(v) => form.setValue('orientation', v === 'portrait' ? 'portrait' : 'landscape')}
        options={[
          { value: 'landscape', text: t('landscape') },
          { value: 'portrait', text: t('portrait') },
        ]}
      />
      <Field label={t('form.categories')} hint={t('form.categoriesHint')} {...form.register('categories')} />
      {sessions.length > 0 ? (
        <ChoiceList
          legend={t('sessions')}
          items={sessions.map((x) => ({
            key: x.id,
            label: `${x.name} · ${time.clockRange(x.date, x.starts_at, x.ends_at)}`,
          }))}
          chosen={sessionIds}
          onChange={setSessionIds}
        />
      ) : null}
      <NumberField
        label={t('idle')}
        hint={t('form.idleHint')}
        min={5}
        max={3600}
        {...form.register('idle_seconds', { valueAsNumber: true })}
      />
    </FormModal>
  );
}
