/**
 * Beside the file on the review page: the poster and its presenter, the file's status, what the presenter wrote
 * to the reviewer with it (decision 071), its preflight findings, the note sent to the presenter, and the review's three buttons with their keys said.
 */
import type { SubmissionReviewView } from '@shared/contracts/submissions';
import { displayId } from '@shared/format';
import { PreflightList } from '@web/components/ui/submission/preflight-list';
import { StatusBadge } from '@web/components/ui/submission/status-badge';
import { useTime } from '@web/current-project/use-time';
import { useReviewT } from '../i18n/review';
import { reviewable } from '../lib/reviewable';

export function ReviewPanel({
  view,
  busy,
  onApprove,
  onAskFix,
  onNext,
}: {
  view: SubmissionReviewView;
  busy: boolean;
  onApprove: () => void;
  onAskFix: () => void;
  onNext: () => void;
}) {
  const { t } = useReviewT();
  const time = useTime();
  const { poster, submission } = view;
  const status = submission?.status ?? 'not_started';
  return (
    <aside className="card stack review-panel" aria-labelledby="review-poster-title">
      <div>
        <span className="muted small">{displayId('P', poster.number)}</span>
        <h2 id="review-poster-title" className="h-section review-poster-title">
          {poster.title}
        </h2>
        <p className="muted">{poster.author}</p>
      </div>
      <dl className="review-facts">
        <dt>{t('presenter')}</dt>
        <dd>{[poster.presenter_name, poster.presenter_email].filter(Boolean).join(' · ') || '-'}</dd>
        <dt>{t('file')}</dt>
        <dd>
          <StatusBadge status={status} />{' '}
          {submission ? <span className="review-file">{submission.file_name}</span> : null}
        </dd>
        {submission ? (
          <>
            <dt>{t('uploaded')}</dt>
            <dd>
              {time.dateTime(submission.uploaded_at)}{' '}
              <span className="muted small">{t(`uploadedBy.${submission.uploaded_by}`)}</span>
            </dd>
          </>
        ) : null}
      </dl>
      <section className="stack" aria-labelledby="review-presenter-note">
        <h3 id="review-presenter-note" className="review-heading">
          {t('presenterNote')}
        </h3>
        <p
          className={submission?.presenter_note ? 'review-note' : 'muted'}
          data-testid="review-presenter-note"
        >
          {submission?.presenter_note || t('noPresenterNote')}
        </p>
      </section>
      <section className="stack" aria-labelledby="review-checks">
        <h3 id="review-checks" className="review-heading">
          {t('checks')}
        </h3>
        {submission && submission.preflight.length > 0 ? (
          <PreflightList items={submission.preflight} title={false} />
        ) : (
          <p className="muted">{submission && reviewable(submission.status) ? t('noWarnings') : '-'}</p>
        )}
      </section>
      <section className="stack" aria-labelledby="review-note">
        <h3 id="review-note" className="review-heading">
          {t('note')}
        </h3>
        <p className={submission?.note ? 'review-note' : 'muted'} data-testid="review-note">
          {submission?.note || t('noNote')}
        </p>
      </section>
      <div className="review-actions" role="group" aria-label={t('actions')}>
        <KeyButton
          label={t('approve')}
          shortcut="A"
          primary
          onClick={onApprove}
          disabled={busy || (status !== 'submitted' && status !== 'needs_fix')}
        />
        <KeyButton
          label={t('askFix')}
          shortcut="F"
          onClick={onAskFix}
          disabled={busy || !reviewable(status)}
        />
        <KeyButton
          label={t('next')}
          shortcut="J"
          keys="J ArrowRight"
          onClick={onNext}
          disabled={view.next_poster_id === null}
        />
      </div>
      <p className="muted small" aria-live="polite">
        {view.waiting > 0 ? t('waiting', { count: view.waiting }) : null}
        {view.waiting > 0 && view.next_poster_id === null ? ' · ' : null}
        {view.next_poster_id === null ? t('noNext') : null}
      </p>
      <section aria-labelledby="review-keys">
        <h3 id="review-keys" className="review-heading">
          {t('keys')}
        </h3>
        <ul className="review-keys muted small">
          <li>
            <kbd>A</kbd> {t('keyApprove')}
          </li>
          <li>
            <kbd>F</kbd> {t('keyFix')}
          </li>
          <li>
            <kbd>J</kbd> / <kbd>→</kbd> {t('keyNext')}
          </li>
          <li>
            <kbd>+</kbd> <kbd>−</kbd> <kbd>0</kbd> {t('keyZoom')}
          </li>
        </ul>
      </section>
    </aside>
  );
}

/** A review action and the key that does it too (`keys`: every key, for assistive technology; the first shown). */
function KeyButton({
  label,
  shortcut,
  keys = shortcut,
  primary = false,
  onClick,
  disabled,
}: {
  label: string;
  shortcut: string;
  keys?: string;
  primary?: boolean;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      className={primary ? 'btn btn-primary' : 'btn'}
      onClick={onClick}
      disabled={disabled}
      aria-keyshortcuts={keys}
    >
      {label} <kbd>{shortcut}</kbd>
    </button>
  );
}
