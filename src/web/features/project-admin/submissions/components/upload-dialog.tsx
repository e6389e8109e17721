/** The organiser uploads a file for a presenter: a plain file input, sent in one multipart request. */
import { useState, type FormEvent } from 'react';
import { Modal } from '@web/components/ui/dialogs/modal';
import { doneThen } from '@web/components/ui/notices/mutation-notices';
import { useUploadForPresenter } from '../api/upload-for-presenter';
import { useSubmissionsT } from '../i18n/submissions';
import type { BoardRow } from '../api/get-submission-board';
import { FailedAlert } from '@web/components/ui/notices/failed-alert';
import { SubmitButton } from '@web/components/ui/forms/submit-button';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.pptx,.ppt,.odp';

export function UploadDialog({ row, onClose }: { row: BoardRow; onClose: () => void }) {
  const { t } = useSubmissionsT();
  const upload = useUploadForPresenter();
  const [file, setFile] = useState<File | null>(null);
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!file) return;
    upload.mutate({ posterId: row.poster_id, file }, doneThen(t('upload.done'), onClose));
  }
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('upload.title', { name: row.title })}>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="admin-submission-file">{t('upload.file')}</label>
          <input
            id="admin-submission-file"
            type="file"
            className="input"
            accept={ACCEPT}
            aria-describedby="admin-submission-hint"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <div id="admin-submission-hint" className="field-hint">
            {t('upload.hint')}
          </div>
        </div>
        <FailedAlert error={upload.error} failed={t('upload.failed')} />
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common:cancel')}
          </button>
          <SubmitButton pending={upload.isPending} blocked={!file} saying={t('upload.sending')}>
            {t('upload.send')}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
