/** The board's counts by status as filter buttons: one pressed at a time, 전체 clears the filter. */
import { boardStatuses, type BoardStatus } from '@shared/contracts/submissions';
import { ToggleGroup } from '@web/components/ui/forms/toggle-group';
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
  // Pressing the chosen status again clears the filter, as 전체 does.
  return (
    <ToggleGroup<BoardStatus | 'all'>
      label={t('filters')}
      options={[
        { value: 'all', text: t('all', { count: total }) },
        ...boardStatuses.map((s) => ({
          value: s,
          text: t('chip', { status: words(`status.${s}`), count: counts[s] ?? 0 }),
        })),
      ]}
      value={value ?? 'all'}
      onChange={(s) => onChange(s === 'all' || s === value ? undefined : s)}
    />
  );
}
