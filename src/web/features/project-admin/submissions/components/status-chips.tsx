/** The board's counts by status as filter buttons: one pressed at a time, 전체 clears the filter. */
import { boardStatuses, type BoardStatus } from '@shared/contracts/submissions';
import { useSubmissionT } from '@web/components/ui/submission/submission-text';
import { useSubmissionsT } from '../i18n/submissions';

export function StatusChips({
  counts,
  value,
  onChange,
}: {
  counts: Partial<Record<BoardStatus, number>>;
  value: BoardStatus | undefined;
  onChange: (status: BoardStatus | undefined) => void;
}) {
  const { t } = useSubmissionsT();
  const { t: words } = useSubmissionT();
  const total = boardStatuses.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  return (
    <div className="toolbar" role="group" aria-label={t('filters')}>
      <button
        type="button"
        className={`btn btn-sm${value === undefined ? ' btn-primary' : ''}`}
        aria-pressed={value === undefined}
        onClick={() => onChange(undefined)}
      >
        {t('all', { count: total })}
      </button>
      {boardStatuses.map((s) => (
        <button
          key={s}
          type="button"
          className={`btn btn-sm${value === s ? ' btn-primary' : ''}`}
          aria-pressed={value === s}
          onClick={() => onChange(value === s ? undefined : s)}
        >
          {t('chip', { status: words(`status.${s}`), count: counts[s] ?? 0 })}
        </button>
      ))}
    </div>
  );
}
