/** Add or edit a criterion on the server's schema (SPEC.md section 5: name and max score required, max >= 1, order >= 0). */
import { criterionCreateSchema, type Criterion } from '../../../../shared/contracts/judging';
import { Field, TextAreaField } from '../../../components/ui/field';
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
import { useCreateCriterion } from '../api/create-criterion';
import { useUpdateCriterion } from '../api/update-criterion';
import { useCriteriaT } from '../i18n/criteria';

const messages: FieldMessages = {
  name: { required: 'form.required' },
  max_score: { required: 'form.required', default: 'form.maxScoreInvalid' },
  order_number: { default: 'form.orderInvalid' },
};
const order = ['name', 'max_score', 'order_number', 'description'] as const;

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
  const form = useZodForm(criterionCreateSchema, {
    name: criterion?.name ?? '',
    max_score: criterion ? String(criterion.max_score) : '',
    order_number: String(criterion ? criterion.order_number : nextOrder),
    description: criterion?.description ?? '',
    is_active: criterion?.is_active ?? true,
  });
  const message = useFieldMessages(t, form, messages);
  const saved = (text: string) => () => {
    notice.success(text);
    onClose();
  };
  // SPEC.md: an empty order is 0 (the server would otherwise append the criterion at the end).
  const submit = form.handleSubmit((v) => {
    const body = { ...v, order_number: v.order_number ?? 0 };
    if (criterion) update.mutate({ id: criterion.id, body }, { onSuccess: saved(t('updated')) });
    else create.mutate(body, { onSuccess: saved(t('created')) });
  });
  const failure = create.error ?? update.error;

  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={criterion ? t('form.editTitle') : t('form.createTitle')}
    >
      <form className="stack" onSubmit={submit} noValidate>
        <Field label={t('form.name')} required autoComplete="off" {...form.register('name')} />
        <div className="form-grid">
          <Field
            label={t('form.maxScore')}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            hint={t('form.maxScoreHint')}
            required
            {...form.register('max_score')}
          />
          <Field
            label={t('form.order')}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            hint={t('form.orderHint')}
            {...form.register('order_number')}
          />
        </div>
        <TextAreaField label={t('form.description')} rows={3} {...form.register('description')} />
        <label className="checkbox">
          <input type="checkbox" {...form.register('is_active')} />
          {t('form.active')}
        </label>
        <FormAlert
          order={order}
          message={message}
          failure={failure ? failedWith(t('saveFailed'), failure) : null}
        />
        <DialogActions onCancel={onClose} pending={create.isPending || update.isPending} />
      </form>
    </Modal>
  );
}
