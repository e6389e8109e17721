/**
 * The presenter's newest file: its status (said in a status region; a spinner while it is rendered), the
 * note sent with it to the reviewer, the organiser's note, why it failed, its first page (a tap opens the deep zoom viewer) and its preflight.
 */
import { useState } from 'react';
import type { Submission } from '@shared/contracts/submissions';
import { DeepZoomViewer } from '@web/components/ui/poster/deep-zoom-viewer';
import { PreflightList } from '@web/components/ui/submission/preflight-list';
import { StatusBadge } from '@web/components/ui/submission/status-badge';
import { useSubmissionT } from '@web/components/ui/submission/submission-text';
import { useTime } from '@web/current-project/use-time';
import { codeMessage } from '@web/lib/error-message';
import { mediaUrl } from '@web/lib/media-url';
import { usePresenterT } from '../i18n/presenter';
import { CardSection } from '@web/components/ui/layout/card-section';

const statusNote = {
  processing: 'processing',
  submitted: 'submittedNote',
  approved: 'approvedNote',
  needs_fix: null,
  failed: 'failedNote',
} as const;

export function SubmissionView({ submission, title }: { submission: Submission; title: string }) {
  const { t } = usePresenterT();
  const { t: words } = useSubmissionT();
  const time = useTime();
  const [zoom, setZoom] = useState(false);
  const first = submission.pages[0];
  const preview = mediaUrl(first?.medium_url);
  const note = statusNote[submission.status];
  return (
    <CardSection id="presenter-current-title" title={t('current')}>
      <div className="row">
        <StatusBadge status={submission.status} />
        <span className="presenter-file-name">{submission.file_name}</span>
      </div>
      <p className="muted small">
        {t('uploadedAt', { time: time.dateTime(submission.uploaded_at) })}
        {submission.uploaded_by === 'admin' ? ` · ${t('byAdmin')}` : ''}
        {submission.pages.length > 1 ? ` · ${t('pages', { count: submission.pages.length })}` : ''}
      </p>
      <div role="status" aria-live="polite" className="presenter-status">
        {submission.status === 'processing' ? (
          <span className="spinner spinner-inline" aria-hidden="true" />
        ) : null}
        <span className="visually-hidden">
          {t('statusLine', { status: words(`status.${submission.status}`) })}{' '}
        </span>
        {note ? <span>{t(note)}</span> : null}
      </div>
      {submission.presenter_note ? (
        <div className="presenter-own-note" data-testid="presenter-own-note">
          <h3 className="presenter-note-title">{t('yourNote')}</h3>
          <p>{submission.presenter_note}</p>
        </div>
      ) : null}
      {submission.status === 'needs_fix' && submission.note ? (
        <div className="presenter-note" role="note" aria-labelledby="presenter-note-title">
          <h3 id="presenter-note-title" className="presenter-note-title">
            {t('needsFix')}
          </h3>
          <p>{submission.note}</p>
        </div>
      ) : null}
      {submission.status === 'failed' ? (
        <p className="alert-inline" role="alert">
          {(submission.error_code ? codeMessage(submission.error_code) : undefined) ?? t('failedNote')}
        </p>
      ) : null}
      {first && zoom ? (
        <div className="stack">
          <DeepZoomViewer pages={submission.pages} title={title} />
          <button type="button" className="btn" onClick={() => setZoom(false)}>
            {t('closeViewer')}
          </button>
        </div>
      ) : first && preview ? (
        <button
          type="button"
          className="presenter-preview"
          onClick={() => setZoom(true)}
          aria-label={`${t('preview')}: ${t('openViewer')}`}
        >
          <img
            src={preview}
            alt=""
            width={first.width}
            height={first.height}
            loading="lazy"
            decoding="async"
          />
          <span className="presenter-preview-hint" aria-hidden="true">
            {t('openViewer')}
          </span>
        </button>
      ) : null}
      <PreflightList items={submission.preflight} />
    </CardSection>
  );
}

/** Which file judges and visitors see, when it is not plainly the newest. */
export function SeenVersion({
  submission,
  approved,
}: {
  submission: Submission;
  approved: Submission | null;
}) {
  const { t } = usePresenterT();
  const time = useTime();
  if (submission.status === 'approved') return null;
  return (
    <p className="presenter-seen">
      {approved
        ? t('seenApproved', { time: time.dateTime(approved.uploaded_at), file: approved.file_name })
        : t('seenNone')}
    </p>
  );
}
