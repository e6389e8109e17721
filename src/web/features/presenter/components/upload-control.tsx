/**
 * The presenter's upload: a note to the reviewer (optional, decision 071) and a file input labelled 포스터 파일,
 * the file sent with tus, and the note with it, as soon as the file is chosen: the note comes first.
 */
import { useId, useRef, useState } from 'react';
import type { UploadRules } from '@shared/contracts/submissions';
import { PRESENTER_NOTE_MAX } from '@shared/contracts/values';
import { Field, TextAreaField } from '@web/components/ui/forms/field';
import { codeMessage } from '@web/lib/error-message';
import { usePresenterT } from '../i18n/presenter';
import { acceptOf, fileProblem } from '../lib/check-file';
import { useTusUpload, type UploadState } from '../lib/use-tus-upload';
import { CardSection } from '@web/components/ui/layout/card-section';

function statusText(state: UploadState, t: (k: string, p?: Record<string, unknown>) => string): string {
  switch (state.phase) {
    case 'uploading':
      return `${state.resumed ? `${t('upload.resumed')} ` : ''}${t('upload.uploading', { percent: state.percent })}`;
    case 'retrying':
      return t('upload.retrying');
    case 'done':
      return t('upload.done');
    case 'cancelled':
      return t('upload.cancelled');
    default:
      return '';
  }
}

export function UploadControl({
  projectId,
  rules,
  replace,
}: {
  projectId: number;
  rules: UploadRules;
  /** A file was sent before: this one replaces it. */
  replace: boolean;
}) {
  const { t } = usePresenterT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useTusUpload(projectId, rules.max_mb);
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const { state } = upload;
  const percent = state.phase === 'uploading' || state.phase === 'retrying' ? state.percent : null;

  function choose(file: File | undefined) {
    if (!file) return;
    const p = fileProblem(file, rules);
    if (p) {
      setProblem(
        p.code === 'FILE_TOO_LARGE'
          ? t('upload.tooLarge', { limit: p.limit })
          : (codeMessage(p.code) ?? t('upload.failed')),
      );
      if (input.current) input.current.value = '';
      return;
    }
    setProblem(null);
    void upload.start(file, note);
  }

  const error = problem ?? (state.phase === 'error' ? state.message : null);
  return (
    <CardSection
      id={`${id}-title`}
      title={replace ? t('upload.replaceTitle') : t('upload.title')}
      className="presenter-upload"
    >
      <TextAreaField
        label={t('upload.note')}
        hint={t('upload.noteHint', { max: PRESENTER_NOTE_MAX })}
        value={note}
        maxLength={PRESENTER_NOTE_MAX}
        rows={3}
        disabled={upload.busy}
        onChange={(e) => setNote(e.target.value)}
      />
      <Field
        ref={input}
        label={t('upload.file')}
        type="file"
        accept={acceptOf(rules)}
        disabled={upload.busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => choose(e.target.files?.[0])}
      />
      {percent !== null ? (
        <div className="stack">
          <progress className="upload-progress" max={100} value={percent} aria-label={t('upload.progress')}>
            {percent}%
          </progress>
          <button
            type="button"
            className="btn btn-block"
            onClick={() => {
              upload.cancel();
              if (input.current) input.current.value = '';
            }}
          >
            {t('upload.cancel')}
          </button>
        </div>
      ) : null}
      <p
        role="status"
        className={`upload-status${state.phase === 'retrying' ? ' upload-retrying' : ''}`}
        aria-live="polite"
      >
        {statusText(state, t)}
      </p>
      {error ? (
        <p id={`${id}-error`} className="alert-inline" role="alert">
          {error}
        </p>
      ) : null}
    </CardSection>
  );
}
