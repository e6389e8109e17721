/**
 * Create or edit a project on the server's schema (docs/product.md#validation); empty optional fields are
 * sent as null.
 */
import { projectCreateSchema, type Project } from '@shared/contracts/projects';
import { DEFAULT_TIME_ZONE } from '@shared/time';
import { Field, TextAreaField } from '@web/components/ui/forms/field';
import { useFieldMessages, type FieldMessages } from '@web/components/ui/forms/field-messages';
import { useZodForm } from '@web/components/ui/forms/use-zod-form';
import { FormModal } from '@web/components/ui/dialogs/form-modal';
import { useEditDialog } from '@web/components/ui/dialogs/use-edit-dialog';
import { doneThen } from '@web/components/ui/notices/mutation-notices';
import { useCreateProject } from '../api/create-project';
import { useUpdateProject } from '../api/update-project';
import { useProjectsT } from '../i18n/projects';
import { CopyFromFields } from './copy-from-fields';
import { TimeZoneField } from './time-zone-field';

const messages: FieldMessages = {
  name: { required: 'form.nameRequired' },
  slug: { required: 'form.slugRequired', invalid_format: 'form.slugPattern' },
  logo_url: { default: 'form.logoInvalid' },
  end_date: { custom: 'form.endBeforeStart' },
  time_zone: { required: 'form.timeZoneRequired', default: 'form.timeZoneUnknown' },
};

/** A slug suggestion from a Latin name; Korean names leave it to the person. */
function suggestSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .slice(0, 64);
}

export function ProjectFormModal({ project, onClose }: { project?: Project; onClose: () => void }) {
  const { t } = useProjectsT();
  const create = useCreateProject();
  const update = useUpdateProject();
  const toValues = (p: Project | undefined) => ({
    name: p?.name ?? '',
    slug: p?.slug ?? '',
    description: p?.description ?? '',
    // On edit the date inputs show only the date part (docs/product.md#validation).
    start_date: p?.start_date?.slice(0, 10) ?? '',
    end_date: p?.end_date?.slice(0, 10) ?? '',
    logo_url: p?.logo_url ?? '',
    time_zone: p?.time_zone ?? DEFAULT_TIME_ZONE,
    copy_from_project_id: '',
    copy: [],
  });
  const form = useZodForm(projectCreateSchema, toValues(project));
  const { version, dialog } = useEditDialog({ record: project, form, toValues, create, update, t, onClose });
  const message = useFieldMessages(t, form, messages);
  const saved = (name: string) => doneThen(t(project ? 'form.updated' : 'form.created', { name }), onClose);
  const submit = form.handleSubmit((values) => {
    // Settings are not on this form: an edit leaves them as they are.
    const { settings: _, copy_from_project_id: _from, copy: _copy, ...edited } = values;
    if (project) update.mutate({ id: project.id, body: { ...edited, version } }, saved(values.name));
    else create.mutate(values, saved(values.name));
  });
  const name = form.register('name', {
    onChange: (e: { target: { value: string } }) => {
      // The slug follows the name until the person types one (a new project only).
      if (!project && !form.getFieldState('slug').isDirty) form.setValue('slug', suggestSlug(e.target.value));
    },
  });

  return (
    <FormModal form={form} {...dialog} onSubmit={submit} message={message} failed={t('form.saveFailed')} wide>
      <Field
        label={t('form.name')}
        error={message('name')}
        required
        maxLength={200}
        autoComplete="off"
        {...name}
      />
      <Field
        label={t('form.slug')}
        error={message('slug')}
        hint={t('form.slugHint')}
        required
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        pattern="[a-z0-9-]+"
        {...form.register('slug')}
      />
      <TextAreaField
        label={t('form.description')}
        maxLength={5000}
        rows={3}
        {...form.register('description')}
      />
      <div className="form-grid">
        <Field
          label={t('form.startDate')}
          type="date"
          error={message('start_date')}
          {...form.register('start_date')}
        />
        <Field
          label={t('form.endDate')}
          type="date"
          error={message('end_date')}
          {...form.register('end_date')}
        />
      </div>
      <Field
        label={t('form.logoUrl')}
        type="url"
        error={message('logo_url')}
        hint={t('form.logoHint')}
        placeholder="https://"
        maxLength={2000}
        {...form.register('logo_url')}
      />
      <TimeZoneField
        label={t('form.timeZone')}
        hint={t('form.timeZoneHint')}
        error={message('time_zone')}
        {...form.register('time_zone')}
      />
      {project ? null : <CopyFromFields form={form} />}
    </FormModal>
  );
}
