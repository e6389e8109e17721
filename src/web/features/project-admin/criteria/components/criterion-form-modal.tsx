/**
 * Add or edit a criterion on the server's schema (docs/product.md#validation: name and max score required,
 * max >= 1, order >= 0).
 */
import { criterionCreateSchema, type Criterion } from '@shared/contracts/criteria';
import { Field, NumberField, TextAreaField } from '@web/components/ui/forms/field';
import { useFieldMessages, type FieldMessages } from '@web/components/ui/forms/field-messages';
import { useZodForm } from '@web/components/ui/forms/use-zod-form';
import { FormModal } from '@web/components/ui/dialogs/form-modal';
import { useEditDialog } from '@web/components/ui/dialogs/use-edit-dialog';
import { doneThen } from '@web/components/ui/notices/mutation-notices';
import { useCreateCriterion } from '../api/create-criterion';
import { useUpdateCriterion } from '../api/update-criterion';
import { useCriteriaT } from '../i18n/criteria';

const messages: FieldMessages = {
  name: { required: 'form.required' },
  max_score: { required: 'form.required', default: 'form.maxScoreInvalid' },
  order_number: { default: 'form.orderInvalid' },
};

export function CriterionFormModal({
  criterion,
  nextOrder,
  onClose,
}: {
  criterion: Criterion | null;
  /** A new criterion's order: the highest plus one (or 1). */
  nextOrder: number;
  onClose: () => void;
}) {
  const { t } = useCriteriaT();
  const create = useCreateCriterion();
  const update = useUpdateCriterion();
  const toValues = (c: Criterion | null) => ({
    name: c?.name ?? '',
    max_score: c ? String(c.max_score) : '',
    order_number: String(c ? c.order_number : nextOrder),
    description: c?.description ?? '',
    is_active: c?.is_active ?? true,
  });
  const form = useZodForm(criterionCreateSchema, toValues(criterion));
  const { version, dialog } = useEditDialog({
    record: criterion,
    form,
    toValues,
    create,
    update,
    t,
    onClose,
  });
  // As specified, an empty order is 0 (docs/product.md#validation; the server would otherwise append the
  // criterion at the end).
  const submit = form.handleSubmit((v) => {
    const body = { ...v, order_number: v.order_number ?? 0 };
    if (criterion)
      update.mutate({ id: criterion.id, body: { ...body, version } }, doneThen(t('updated'), onClose));
    else create.mutate(body, doneThen(t('created'), onClose));
  });

  return (
    <FormModal
      form={form}
      {...dialog}
      onSubmit={submit}
      order={['name', 'max_score', 'order_number', 'description']}
      message={useFieldMessages(t, form, messages)}
      failed={t('saveFailed')}
    >
      <Field label={t('form.name')} required {...form.register('name')} />
      <div className="form-grid">
        <NumberField
          label={t('form.maxScore')}
          min={1}
          hint={t('form.maxScoreHint')}
          required
          {...form.register('max_score')}
        />
        <NumberField
          label={t('form.order')}
          min={0}
          hint={t('form.orderHint')}
          {...form.register('order_number')}
        />
      </div>
      <TextAreaField label={t('form.description')} rows={3} {...form.register('description')} />
      <label className="checkbox">
        <input type="checkbox" {...form.register('is_active')} />
        {t('form.active')}
      </label>
    </FormModal>
  );
}
