/** A poster's submission status as a badge: 미제출, 처리 중, 제출됨, 수정 요청, 승인됨, 실패. */
import type { BoardStatus } from '@shared/contracts/submissions';
import { Badge } from '../layout/badge';
import type { Tone } from '../layout/badge-tone';
import { useSubmissionT } from './submission-text';

const tone: Record<BoardStatus, Tone> = {
  not_started: 'neutral',
  processing: 'info',
  submitted: 'info',
  needs_fix: 'warning',
  approved: 'success',
  failed: 'danger',
};

export function StatusBadge({ status }: { status: BoardStatus }) {
  const { t } = useSubmissionT();
  return <Badge tone={tone[status]}>{t(`status.${status}`)}</Badge>;
}
