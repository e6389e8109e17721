/**
 * Under the scoring form: "Cannot judge this poster?" A reason from the short list (or abstain), an optional
 * note, and one button; the confirmation says what will happen before anything is sent (the judge's list loses
 * the poster, the draft on this device goes). A poster already evaluated says why it cannot be declared here.
 */
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ConflictReason } from '@shared/contracts/assignments';
import { declaredReasons } from '@shared/contracts/values';
import { useConfirm } from '@web/components/ui/dialogs/use-confirm';
import { FailedAlert } from '@web/components/ui/notices/failed-alert';
import { notice } from '@web/components/ui/notices/notice-store';
import { paths } from '@web/lib/paths';
import { useDeclareConflict } from '../api/declare-conflict';
import { useEvaluateT } from '../i18n/evaluate';
import type { OutboxRef } from '../lib/outbox';

const reasons: readonly ConflictReason[] = [...declaredReasons, 'abstain'];

export function DeclareConflict({
  refOf,
  projectSlug,
  label,
  evaluated,
}: {
  refOf: OutboxRef;
  projectSlug: string;
  /** The poster as the judge reads it (P-012 · B12 Title), for the notice. */
  label: string;
  evaluated: boolean;
}) {
  const { t } = useEvaluateT();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const declare = useDeclareConflict(refOf);
  const [reason, setReason] = useState<ConflictReason>('my_student');
  const [note, setNote] = useState('');
  const noteId = useId();

  async function stepAway() {
    const ok = await confirm({
      title: reason === 'abstain' ? t('conflict.confirmAbstainTitle') : t('conflict.confirmTitle'),
      message: `${label}\n${t(`conflict.${reason}`)}\n\n${t('conflict.confirmMessage')}`,
      confirmLabel: t('conflict.confirmLabel'),
      danger: true,
    });
    if (!ok) return;
    declare.mutate(
      { reason, note },
      {
        onSuccess: () => {
          notice.success(t('conflict.done', { poster: label }));
          navigate(paths.judge.posters(projectSlug), { replace: true });
        },
      },
    );
  }

  return (
    <details className="card judge-conflict">
      <summary>{t('conflict.open')}</summary>
      {evaluated ? (
        <p className="judge-note">{t('conflict.sent')}</p>
      ) : (
        <div className="stack">
          <p className="judge-note">{t('conflict.intro')}</p>
          <fieldset className="field">
            <legend className="label">{t('conflict.reasonLegend')}</legend>
            {reasons.map((r) => (
              <label key={r} className="checkbox">
                <input
                  type="radio"
                  name="conflict-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                />
                {t(`conflict.${r}`)}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={noteId}>{t('conflict.note')}</label>
            <textarea
              id={noteId}
              className="textarea"
              rows={2}
              maxLength={500}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          <FailedAlert error={declare.error} failed={t('conflict.failed')} />
          <button
            type="button"
            className="btn btn-danger btn-block"
            disabled={declare.isPending}
            onClick={() => void stepAway()}
          >
            {t('conflict.submit')}
          </button>
        </div>
      )}
    </details>
  );
}
