/** Ask the presenter for a fix: a note they see on their page. */
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '@web/components/ui/forms/field';
import { Modal } from '@web/components/ui/dialogs/modal';
import { DialogActions } from '@web/components/ui/dialogs/dialog-actions';
import { doneThen } from '@web/components/ui/notices/mutation-notices';
import { useReviewSubmission } from '../api/review-submission';
import { useSubmissionsT } from '../i18n/submissions';
import type { BoardRow } from '../api/get-submission-board';
import { FailedAlert } from '@web/components/ui/notices/failed-alert';

/** The poster to send back: a board row, or the review page's poster with its file's note. */
type FixTarget = Pick<BoardRow, 'poster_id' | 'title' | 'note'>;

export function FixDialog({ row, onClose }: { row: FixTarget; onClose: () => void }) {
  const { t } = useSubmissionsT();
  const review = useReviewSubmission();
  const [note, setNote] = useState(row.note ?? '');
  function submit(e: FormEvent) {
    e.preventDefault();
    review.mutate(
      { posterId: row.poster_id, review: { status: 'needs_fix', note: note.trim() || null } },
      doneThen(t('fix.sent'), onClose),
    );
  }
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('fix.title', { name: row.title })}>
      <form className="stack" onSubmit={submit} noValidate>
        <TextAreaField
          label={t('fix.note')}
          hint={t('fix.hint')}
          value={note}
          maxLength={2000}
          rows={5}
          onChange={(e) => setNote(e.target.value)}
        />
        <FailedAlert error={review.error} failed={t('fix.failed')} />
        <DialogActions onCancel={onClose} pending={review.isPending} label={t('fix.send')} />
      </form>
    </Modal>
  );
}
