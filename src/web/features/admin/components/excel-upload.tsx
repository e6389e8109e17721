/** The Excel upload box of the poster, judge and participant screens, with the template beside it. */
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { notice } from '../../../components/ui/notices';
import { errorMessage, failedWith } from '../../../lib/error-message';
import type { useDownloadTemplate } from '../api/download-template';
import { useAdminT } from '../i18n/admin';
import { hasExcelExtension, type UploadLine } from './table-tools';

/**
 * Choose a file (only .xlsx, .xls, .csv), upload it (the button says so while it goes), show what the server
 * did (the upload mutation's answer), and offer the template.
 */
export function ExcelUpload<R>({
  title,
  hint,
  upload,
  template,
  describe,
  failedMessage,
}: {
  title: string;
  hint?: ReactNode;
  upload: UseMutationResult<R, Error, File>;
  template: ReturnType<typeof useDownloadTemplate>;
  describe: (result: R) => UploadLine[];
  /** "Excel upload failed" or "Upload failed": the server's detail follows it. */
  failedMessage: string;
}) {
  const { t } = useAdminT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const lines = upload.data === undefined ? null : describe(upload.data);

  function choose(f: File | null) {
    upload.reset();
    if (f && !hasExcelExtension(f.name)) {
      notice.error(t('common:errors.onlyExcel'));
      if (input.current) input.current.value = '';
      return setFile(null);
    }
    setFile(f);
  }

  function send() {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (result) => {
        const counts = describe(result).filter((l) => l.kind === 'count');
        notice.success(counts.map((l) => l.text).join(', ') || t('upload.completed'));
        setFile(null);
        if (input.current) input.current.value = '';
      },
      onError: (err) => notice.error(failedWith(failedMessage, err)),
    });
  }

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h-section">
        {title}
      </h2>
      {hint ? <div className="muted small">{hint}</div> : null}
      <div className="upload-row">
        <div className="field upload-file">
          <label htmlFor={`${id}-file`}>{t('upload.chooseFile')}</label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            className="input"
            accept=".xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,text/csv"
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
            disabled={upload.isPending}
          />
        </div>
        <button
          type="button"
          className="btn btn-primary"
          onClick={send}
          disabled={!file || upload.isPending}
          aria-busy={upload.isPending}
        >
          {upload.isPending ? t('upload.uploading') : t('upload.upload')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={template.isPending}
          onClick={() =>
            template.mutate(undefined, {
              onError: (err) => notice.error(`${t('upload.templateFailed')}: ${errorMessage(err)}`),
            })
          }
        >
          {t('upload.template')}
        </button>
      </div>
      {lines ? (
        <div className="upload-result" role="status">
          <strong>{t('upload.resultTitle')}</strong>
          {lines.length === 0 ? <p>{t('upload.completed')}</p> : null}
          <ul>
            {lines.map((l, i) => (
              <li
                key={i}
                className={l.kind === 'error' ? 'upload-error' : l.kind === 'more' ? 'muted' : undefined}
              >
                {l.text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
