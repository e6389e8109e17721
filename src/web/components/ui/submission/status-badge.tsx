/** A poster's submission status as a badge: 미제출, 처리 중, 제출됨, 수정 요청, 승인됨, 실패. */
import type { BoardStatus } from '@shared/contracts/submissions';
import { useSubmissionT } from './submission-text';

const tone: Record<BoardStatus, string> = {
  not_started: '',
  processing: 'badge-info',
  submitted: 'badge-info',
  needs_fix: 'badge-warning',
  approved: 'badge-success',
  failed: 'badge-danger',
};

export function StatusBadge({ status }: { status: BoardStatus }) {
  const { t } = useSubmissionT();
  return <span className={`badge ${tone[status]}`}>{t(`status.${status}`)}</span>;
}
