/** The Excel upload box of the poster, judge and participant screens, with the template beside it. */
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Field } from '@web/components/ui/forms/field';
import { notice } from '@web/components/ui/notices/notice-store';
import { errorMessage, failedWith } from '@web/lib/error-message';
import { rowErrorMessage } from '@web/lib/row-error-message';
import type { useDownloadTemplate } from '../api/download-template';
import { useProjectAdminT } from '../i18n/project-admin';
import type { ImportCounts, RowError } from '@shared/contracts/imports';
import type { TFunction } from '@web/i18n/core';
import type { UploadVars } from '../api/upload-excel';
import { errorLines, hasExcelExtension, type UploadLine } from '../lib/upload-lines';
import { RunButton } from './run-button';
import { CardSection } from '@web/components/ui/layout/card-section';

/** "12 new, 3 changed, 40 unchanged, 1 error" in the page's language. */
const previewLine = (r: Outcome, t: TFunction) =>
  t('upload.preview', {
    added: r.counts.new,
    changed: r.counts.changed,
    unchanged: r.counts.unchanged,
    errors: r.counts.errors,
  });

type Outcome = { dry_run: boolean; counts: ImportCounts; error_rows: RowError[] };

/**
 * Choose a file (only .xlsx, .xls, .csv), upload it as a dry run and show what it would change ("12 new, 3
 * changed, 40 unchanged, 1 error: row 7 ..."), then Apply sends it for real and shows what the server did.
 * The template is offered beside it.
 */
export function ExcelUpload<R extends Outcome>({
  title,
  hint,
  upload,
  template,
  describe,
  failedMessage,
}: {
  title: string;
  hint?: ReactNode;
  upload: UseMutationResult<R, Error, UploadVars>;
  template: ReturnType<typeof useDownloadTemplate>;
  describe: (result: R) => UploadLine[];
  /** "Excel upload failed" or "Upload failed": the server's detail follows it. */
  failedMessage: string;
}) {
  const { t } = useProjectAdminT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<R | null>(null);
  const applied = upload.data !== undefined && !upload.data.dry_run ? upload.data : undefined;
  const lines = applied === undefined ? null : describe(applied);

  function choose(f: File | null) {
    upload.reset();
    setPreview(null);
    if (f && !hasExcelExtension(f.name)) {
      notice.error(t('common:errors.onlyExcel'));
      if (input.current) input.current.value = '';
      return setFile(null);
    }
    setFile(f);
  }

  function check() {
    if (!file) return;
    upload.mutate(
      { file, dryRun: true },
      {
        onSuccess: (result) => setPreview(result),
        onError: (err) => notice.error(failedWith(failedMessage, err)),
      },
    );
  }

  function apply() {
    if (!file) return;
    upload.mutate(
      { file, dryRun: false },
      {
        onSuccess: (result) => {
          setPreview(null);
          const counts = describe(result).filter((l) => l.kind === 'count');
          const said = counts.map((l) => l.text).join(', ') || t('upload.completed');
          // A success only when something was stored: "0 created" is said, not celebrated.
          if (result.counts.new + result.counts.changed > 0) notice.success(said);
          else notice.info(said);
          setFile(null);
          if (input.current) input.current.value = '';
        },
        onError: (err) => notice.error(failedWith(failedMessage, err)),
      },
    );
  }

  return (
    <CardSection id={`${id}-title`} title={title}>
      {hint ? <div className="muted small">{hint}</div> : null}
      <div className="upload-row">
        <div className="upload-file">
          <Field
            ref={input}
            label={t('upload.chooseFile')}
            type="file"
            accept=".xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,text/csv"
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
            disabled={upload.isPending}
          />
        </div>
        <button
          type="button"
          className="btn btn-primary"
          onClick={check}
          disabled={!file || upload.isPending || preview !== null}
          aria-busy={upload.isPending}
        >
          {upload.isPending ? t('upload.uploading') : t('upload.upload')}
        </button>
        <RunButton
          mutation={template}
          failed={(err) => `${t('upload.templateFailed')}: ${errorMessage(err)}`}
        >
          {t('upload.template')}
        </RunButton>
      </div>
      {preview ? (
        <div className="info-inline upload-result" role="status">
          <strong>{t('upload.previewTitle')}</strong>
          <p className="upload-preview">{previewLine(preview, t)}</p>
          <ul>
            {errorLines(preview.error_rows.map(rowErrorMessage), (n) =>
              t('upload.andMore', { count: n }),
            ).map((l, i) => (
              <li key={i} className={l.kind === 'error' ? 'upload-error' : 'muted'}>
                {l.text}
              </li>
            ))}
          </ul>
          <div className="dialog-actions">
            <button type="button" className="btn" onClick={() => choose(null)} disabled={upload.isPending}>
              {t('common:cancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={apply}
              disabled={upload.isPending || preview.counts.new + preview.counts.changed === 0}
            >
              {t('upload.apply')}
            </button>
          </div>
        </div>
      ) : null}
      {lines ? (
        <div className="info-inline upload-result" role="status">
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
    </CardSection>
  );
}
