import { useState, type FormEvent } from 'react';
import type { Project } from '../../../../shared/contracts/projects';
import { Field, TextAreaField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notice } from '../../../components/ui/notices';
import { errorMessage } from '../../../lib/error-message';
import { useCreateProject, useUpdateProject, type ProjectInput } from '../api/projects';
import { useProjectsT } from '../i18n/projects';

type Values = {
  name: string;
  slug: string;
  description: string;
  start_date: string;
  end_date: string;
  logo_url: string;
};
type Errors = Partial<Record<keyof Values, string>>;

const SLUG = /^[a-z0-9-]+$/;

function initialValues(p?: Project): Values {
  return {
    name: p?.name ?? '',
    slug: p?.slug ?? '',
    description: p?.description ?? '',
    // On edit the date inputs show only the date part (SPEC.md section 5).
    start_date: p?.start_date?.slice(0, 10) ?? '',
    end_date: p?.end_date?.slice(0, 10) ?? '',
    logo_url: p?.logo_url ?? '',
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

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

/** Create or edit a project (SPEC.md section 5's rules); empty optional fields are sent as null. */
export function ProjectFormModal({
  project,
  onClose,
  onSaved,
}: {
  project?: Project;
  onClose: () => void;
  onSaved?: (p: Project) => void;
}) {
  const { t } = useProjectsT();
  const create = useCreateProject();
  const update = useUpdateProject();
  const [values, setValues] = useState<Values>(() => initialValues(project));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [slugTouched, setSlugTouched] = useState(Boolean(project));
  const busy = create.isPending || update.isPending;

  const set = (key: keyof Values) => (e: { target: { value: string } }) => {
    const v = e.target.value;
    setValues((old) => {
      const next = { ...old, [key]: v };
      if (key === 'name' && !slugTouched) next.slug = suggestSlug(v);
      return next;
    });
    if (key === 'slug') setSlugTouched(true);
    setErrors((old) => ({ ...old, [key]: undefined }));
  };

  function validate(v: Values): Errors {
    const e: Errors = {};
    if (!v.name.trim()) e.name = t('form.nameRequired');
    if (!v.slug.trim()) e.slug = t('form.slugRequired');
    else if (!SLUG.test(v.slug.trim())) e.slug = t('form.slugPattern');
    if (v.logo_url.trim() && !isHttpUrl(v.logo_url.trim())) e.logo_url = t('form.logoInvalid');
    if (v.start_date && v.end_date && v.end_date < v.start_date) e.end_date = t('form.endBeforeStart');
    return e;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const orNull = (s: string) => (s.trim() ? s.trim() : null);
    const input: ProjectInput = {
      name: values.name.trim(),
      slug: values.slug.trim(),
      description: orNull(values.description),
      start_date: orNull(values.start_date),
      end_date: orNull(values.end_date),
      logo_url: orNull(values.logo_url),
    };
    try {
      const saved = project
        ? await update.mutateAsync({ id: project.id, input })
        : await create.mutateAsync(input);
      notice.success(t(project ? 'form.updated' : 'form.created', { name: input.name }));
      onSaved?.(saved);
      onClose();
    } catch (err) {
      console.error(err);
      setFormError(errorMessage(err, t('form.saveFailed')));
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(project ? 'form.editTitle' : 'form.createTitle')}
      wide
    >
      <form className="stack" onSubmit={submit} noValidate>
        <Field
          label={t('form.name')}
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          required
          maxLength={200}
          autoComplete="off"
        />
        <Field
          label={t('form.slug')}
          value={values.slug}
          onChange={set('slug')}
          error={errors.slug}
          hint={t('form.slugHint')}
          required
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          pattern="[a-z0-9-]+"
        />
        <TextAreaField
          label={t('form.description')}
          value={values.description}
          onChange={set('description')}
          maxLength={5000}
          rows={3}
        />
        <div className="sa-form-row">
          <Field
            label={t('form.startDate')}
            type="date"
            value={values.start_date}
            onChange={set('start_date')}
            error={errors.start_date}
          />
          <Field
            label={t('form.endDate')}
            type="date"
            value={values.end_date}
            onChange={set('end_date')}
            error={errors.end_date}
            min={values.start_date || undefined}
          />
        </div>
        <Field
          label={t('form.logoUrl')}
          type="url"
          value={values.logo_url}
          onChange={set('logo_url')}
          error={errors.logo_url}
          hint={t('form.logoHint')}
          placeholder="https://"
          maxLength={2000}
        />
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
