import { useState, type FormEvent } from 'react';
import type { Criterion } from '../../../../shared/contracts/judging';
import { Field, TextAreaField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notice } from '../../../components/ui/notices';
import { failedWith } from '../../../lib/error-message';
import { createCriterion, updateCriterion } from '../api/judging';
import { useRefreshProject, type AdminScope } from '../api/scope';
import { useCriteriaT } from '../i18n/criteria';

type Props = {
  scope: AdminScope;
  criterion: Criterion | null;
  nextOrder: number;
  open: boolean;
  onClose: () => void;
};

export function CriterionFormModal({ open, onClose, criterion, ...rest }: Props) {
  const { t } = useCriteriaT();
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={criterion ? t('form.editTitle') : t('form.createTitle')}
    >
      {open ? (
        <CriterionForm key={criterion?.id ?? 'new'} criterion={criterion} onClose={onClose} {...rest} />
      ) : null}
    </Modal>
  );
}

/** SPEC.md section 5: name and max score required, max score >= 1, order >= 0 (0 when empty), description optional. */
function CriterionForm({ scope, criterion, nextOrder, onClose }: Omit<Props, 'open'>) {
  const { t } = useCriteriaT();
  const refresh = useRefreshProject();
  const [v, setV] = useState({
    name: criterion?.name ?? '',
    max_score: criterion ? String(criterion.max_score) : '',
    order_number: String(criterion ? criterion.order_number : nextOrder),
    description: criterion?.description ?? '',
    is_active: criterion?.is_active ?? true,
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set =
    (k: 'name' | 'max_score' | 'order_number' | 'description') => (e: { target: { value: string } }) =>
      setV((s) => ({ ...s, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!v.name.trim() || !v.max_score.trim()) return setError(t('form.required'));
    const max = Number(v.max_score);
    if (!Number.isInteger(max) || max < 1) return setError(t('form.maxScoreInvalid'));
    const order = v.order_number.trim() === '' ? 0 : Number(v.order_number);
    if (!Number.isInteger(order) || order < 0) return setError(t('form.orderInvalid'));
    setError(null);
    setBusy(true);
    const body = {
      name: v.name.trim(),
      max_score: max,
      order_number: order,
      description: v.description.trim() || null,
      is_active: v.is_active,
    };
    try {
      if (criterion) {
        await updateCriterion(scope, criterion.id, body);
        notice.success(t('updated'));
      } else {
        await createCriterion(scope, body);
        notice.success(t('created'));
      }
      await refresh();
      onClose();
    } catch (err) {
      console.error(err);
      setError(failedWith(t('saveFailed'), err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <Field label={t('form.name')} value={v.name} onChange={set('name')} required autoComplete="off" />
      <div className="form-grid">
        <Field
          label={t('form.maxScore')}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={v.max_score}
          onChange={set('max_score')}
          hint={t('form.maxScoreHint')}
          required
        />
        <Field
          label={t('form.order')}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={v.order_number}
          onChange={set('order_number')}
          hint={t('form.orderHint')}
        />
      </div>
      <TextAreaField
        label={t('form.description')}
        value={v.description}
        onChange={set('description')}
        rows={3}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={v.is_active}
          onChange={(e) => setV((s) => ({ ...s, is_active: e.target.checked }))}
        />
        {t('form.active')}
      </label>
      {error ? (
        <div className="alert-inline" role="alert">
          {error}
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
  );
}
