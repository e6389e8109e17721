/** Create or edit an admin on the server's schemas: username fixed once created, password required only on create. */
import { useState } from 'react';
import { z } from 'zod';
import { adminCreateSchema, adminUpdateSchema, type AdminAccount } from '@shared/contracts/admins';
import { ChoiceList } from '@web/components/ui/forms/choice-list';
import { Field } from '@web/components/ui/forms/field';
import { useFieldMessages, type FieldMessages } from '@web/components/ui/forms/field-messages';
import { useZodForm } from '@web/components/ui/forms/use-zod-form';
import { FormModal } from '@web/components/ui/dialogs/form-modal';
import { doneThen } from '@web/components/ui/notices/mutation-notices';
import { useCreateAdmin } from '../api/create-admin';
import { useUpdateAdmin } from '../api/update-admin';
import { useAdminsT } from '../i18n/admins';
import { useSuperProjects } from '../api/get-projects';

/** The form holds both checkboxes; a new admin is active, so create leaves is_active out. */
const createSchema = adminCreateSchema.extend({ is_active: z.boolean().optional() });
const editSchema = adminUpdateSchema.extend({ username: z.string().optional() });

const messages: FieldMessages = {
  username: { required: 'form.usernameRequired' },
  email: { required: 'form.emailRequired', invalid_format: 'form.emailInvalid' },
  password: { required: 'form.passwordRequired', too_small: 'form.passwordShort' },
};

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
  // One form for both: the edit schema's values are a subset of the create schema's.
  const form = useZodForm((admin ? editSchema : createSchema) as typeof createSchema, {
    username: admin?.username ?? '',
    email: admin?.email ?? '',
    password: '',
    full_name: admin?.full_name ?? '',
    is_super_admin: admin?.is_super_admin ?? false,
    is_active: admin?.is_active ?? true,
    project_ids: [],
  });
  const [projectIds, setProjectIds] = useState<number[]>([]);
  const message = useFieldMessages(t, form, messages);
  const submit = form.handleSubmit(({ is_active, ...values }) => {
    if (!admin)
      return create.mutate(
        { ...values, project_ids: projectIds },
        doneThen(t('form.created', { name: values.username }), onClose),
      );
    // One's own role and status stay as they are: a super admin must not lock themselves out.
    const { username: _, is_super_admin, ...rest } = values;
    const body = isSelf ? rest : { ...rest, is_super_admin, is_active };
    update.mutate({ id: admin.id, body }, doneThen(t('form.updated', { name: admin.username }), onClose));
  });

  return (
    <FormModal
      form={form}
      title={t(admin ? 'form.editTitle' : 'form.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      mutations={[create, update]}
      message={message}
      failed={t('form.saveFailed')}
    >
      <Field
        label={t('form.username')}
        error={message('username')}
        hint={admin ? t('form.usernameLocked') : undefined}
        readOnly={Boolean(admin)}
        required={!admin}
        {...form.register('username')}
      />
      <Field
        label={t('form.email')}
        type="email"
        error={message('email')}
        required
        {...form.register('email')}
      />
      <Field
        label={t('form.password')}
        type="password"
        error={message('password')}
        hint={t(admin ? 'form.passwordHintEdit' : 'form.passwordHintCreate')}
        required={!admin}
        autoComplete="new-password"
        {...form.register('password')}
      />
      <Field label={t('form.fullName')} {...form.register('full_name')} />
      <label className="checkbox">
        <input type="checkbox" disabled={isSelf} {...form.register('is_super_admin')} />
        {t('form.isSuper')}
      </label>
      {admin ? null : <ProjectChoice chosen={projectIds} onChange={setProjectIds} />}
      {admin ? (
        <label className="checkbox">
          <input type="checkbox" disabled={isSelf} {...form.register('is_active')} />
          {t('form.isActive')}
        </label>
      ) : null}
      {isSelf ? <p className="field-hint">{t('form.selfLocked')}</p> : null}
    </FormModal>
  );
}

/** The new admin's conferences: one checkbox each. */
function ProjectChoice({ chosen, onChange }: { chosen: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useAdminsT();
  const projects = useSuperProjects(null).data;
  return (
    <>
      <ChoiceList
        legend={t('form.projects')}
        hint={t('form.projectsHint')}
        className="sa-assign-list scroll-24"
        items={(projects ?? []).map((p) => ({
          key: p.id,
          label: (
            <>
              {p.name} <span className="muted small">/{p.slug}</span>
            </>
          ),
        }))}
        chosen={chosen}
        onChange={onChange}
      />
      {projects && projects.length === 0 ? <p className="muted small">{t('form.noProjects')}</p> : null}
    </>
  );
}
