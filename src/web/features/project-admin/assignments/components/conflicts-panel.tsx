/**
 * "Conflicts of interest": every conflict in force with where it comes from (declared by the judge, a shared
 * affiliation, marked), the judge's reason and note; for a declared one the judge the plan offers instead, assigned
 * in one click; and clearing (disputing) one, which asks for a reason kept in the audit log.
 */
import { useState } from 'react';
import type { Conflict } from '@shared/contracts/assignments';
import { Badge } from '@web/components/ui/layout/badge';
import type { Tone } from '@web/components/ui/layout/badge-tone';
import { CardSection } from '@web/components/ui/layout/card-section';
import { TextAreaField } from '@web/components/ui/forms/field';
import { FailedAlert } from '@web/components/ui/notices/failed-alert';
import { notice } from '@web/components/ui/notices/notice-store';
import { failedWith } from '@web/lib/error-message';
import { useClearConflict } from '../api/clear-conflict';
import { useCreateAssignment } from '../api/create-assignment';
import { useConflicts } from '../api/get-conflicts';
import { useAssignmentsT } from '../i18n/assignments';

const tone: Record<Conflict['source'], Tone> = {
  declared: 'warning',
  affiliation: 'info',
  marked: 'neutral',
};
const pairKey = (c: Conflict) => `${c.judge_id}:${c.poster_id}`;

export function ConflictsPanel() {
  const { t } = useAssignmentsT();
  const conflicts = useConflicts();
  const assign = useCreateAssignment();
  const [clearing, setClearing] = useState<string | null>(null);
  const rows = conflicts.data ?? [];

  const replace = (c: Conflict) => {
    if (!c.replacement) return;
    const judge = c.replacement.judge_name;
    assign.mutate(
      { judge_id: c.replacement.judge_id, poster_id: c.poster_id },
      {
        onSuccess: () => notice.success(t('conflicts.replaced', { judge, poster: c.poster_title })),
        onError: (err) => notice.error(failedWith(t('conflicts.replaceFailed'), err)),
      },
    );
  };

  return (
    <CardSection id="conflicts-title" title={t('conflicts.title')} testId="conflicts">
      <p className="field-hint">{t('conflicts.intro')}</p>
      <FailedAlert error={conflicts.error} failed={t('conflicts.loadFailed')} />
      {conflicts.data && rows.length === 0 ? <p>{t('conflicts.none')}</p> : null}
      <ul className="conflict-list">
        {rows.map((c) => (
          <li key={pairKey(c)} className="conflict-row stack">
            <div className="conflict-head">
              <Badge tone={tone[c.source]}>{t(`conflicts.source.${c.source}`)}</Badge>
              <strong>{c.judge_name}</strong>
              <span aria-hidden="true">·</span>
              <span>{c.poster_title}</span>
            </div>
            {c.reason ? (
              <p className="conflict-reason">
                {t(`conflicts.reason.${c.reason}`)}
                {c.note ? ` — ${c.note}` : ''}
              </p>
            ) : null}
            <div className="toolbar">
              {c.replacement ? (
                <button
                  type="button"
                  className="btn btn-sm btn-primary"
                  disabled={assign.isPending}
                  onClick={() => replace(c)}
                >
                  {t('conflicts.replace', { judge: c.replacement.judge_name })}
                </button>
              ) : null}
              {c.source !== 'marked' && clearing !== pairKey(c) ? (
                <button type="button" className="btn btn-sm" onClick={() => setClearing(pairKey(c))}>
                  {t('conflicts.clear')}
                </button>
              ) : null}
            </div>
            {clearing === pairKey(c) ? <ClearForm conflict={c} onClose={() => setClearing(null)} /> : null}
          </li>
        ))}
      </ul>
    </CardSection>
  );
}

/** Clearing asks for the reason first and says what follows: the pair may be assigned again. */
function ClearForm({ conflict, onClose }: { conflict: Conflict; onClose: () => void }) {
  const { t } = useAssignmentsT();
  const clear = useClearConflict();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (!reason.trim()) return setMissing(true);
    clear.mutate(
      { judge_id: conflict.judge_id, poster_id: conflict.poster_id, reason },
      {
        onSuccess: () => {
          notice.success(t('conflicts.cleared'));
          onClose();
        },
      },
    );
  };
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextAreaField
        label={t('conflicts.clearReason')}
        hint={t('conflicts.clearHint', { judge: conflict.judge_name })}
        error={missing && !reason.trim() ? t('conflicts.clearReasonRequired') : null}
        rows={2}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <FailedAlert error={clear.error} failed={t('conflicts.clearFailed')} />
      <div className="toolbar">
        <button type="submit" className="btn btn-sm btn-danger" disabled={clear.isPending}>
          {t('conflicts.clearConfirm')}
        </button>
        <button type="button" className="btn btn-sm" onClick={onClose}>
          {t('conflicts.cancel')}
        </button>
      </div>
    </form>
  );
}
