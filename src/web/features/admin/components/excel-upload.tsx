import { useId, useRef, useState, type ReactNode } from 'react';
import { notice } from '../../../components/ui/notices';
import { errorMessage, failedWith } from '../../../lib/error-message';
import { useAdminT } from '../i18n/admin';
import { hasExcelExtension, type UploadLine } from './table-tools';

/**
 * The Excel upload box of the poster, judge and participant screens: choose a file (only .xlsx, .xls, .csv),
 * upload with a visible uploading state, show what the server did, and offer the template.
 */
export function ExcelUpload<R>({
  title,
  hint,
  upload,
  describe,
  failedMessage,
  onTemplate,
  onUploaded,
}: {
  title: string;
  hint?: ReactNode;
  upload: (file: File) => Promise<R>;
  describe: (result: R) => UploadLine[];
  /** "Excel upload failed" or "Upload failed": the server's detail follows it. */
  failedMessage: string;
  onTemplate: () => Promise<void>;
  onUploaded: () => void;
}) {
  const { t } = useAdminT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [lines, setLines] = useState<UploadLine[] | null>(null);

  function choose(f: File | null) {
    setLines(null);
    if (f && !hasExcelExtension(f.name)) {
      notice.error(t('common:errors.onlyExcel'));
      if (input.current) input.current.value = '';
      setFile(null);
      return;
    }
    setFile(f);
  }

  async function submit() {
    if (!file) return;
    if (!hasExcelExtension(file.name)) return notice.error(t('common:errors.onlyExcel'));
    setBusy(true);
    try {
      const result = await upload(file);
      const described = describe(result);
      setLines(described);
      notice.success(
        described
          .filter((l) => l.kind === 'count')
          .map((l) => l.text)
          .join(', ') || t('upload.completed'),
      );
      setFile(null);
      if (input.current) input.current.value = '';
      onUploaded();
    } catch (err) {
      console.error(err);
      notice.error(failedWith(failedMessage, err));
    } finally {
      setBusy(false);
    }
  }

  async function template() {
    setDownloading(true);
    try {
      await onTemplate();
    } catch (err) {
      console.error(err);
      notice.error(`${t('upload.templateFailed')}: ${errorMessage(err)}`);
    } finally {
      setDownloading(false);
    }
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
            disabled={busy}
          />
        </div>
        <button
          type="button"
          className="btn btn-primary"
          onClick={submit}
          disabled={!file || busy}
          aria-busy={busy}
        >
          {busy ? t('upload.uploading') : t('upload.upload')}
        </button>
        <button type="button" className="btn" onClick={template} disabled={downloading}>
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
