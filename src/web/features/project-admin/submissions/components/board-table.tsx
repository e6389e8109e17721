/**
 * The board's table: number, title, presenter, status, upload time, the preflight's warnings (details on
 * opening), the first page; row actions (approve, ask for a fix, issue the presenter link, upload for the
 * presenter, the poster's details) and the chosen rows approved at once.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { submissionSorts } from '@shared/contracts/submissions';
import { notice } from '@web/components/ui/notices/notice-store';
import { saidAs } from '@web/components/ui/notices/mutation-notices';
import { PreflightList } from '@web/components/ui/submission/preflight-list';
import { StatusBadge } from '@web/components/ui/submission/status-badge';
import { useTime } from '@web/current-project/use-time';
import { failedWith } from '@web/lib/error-message';
import { mediaUrl } from '@web/lib/media-url';
import { paths } from '@web/lib/paths';
import { ProjectAdminTable } from '@web/features/project-admin/shell/components/project-admin-table';
import type { ListState } from '@web/features/project-admin/shell/lib/use-list-state';
import { useBulkApprove } from '../api/bulk-approve';
import type { Board, BoardRow } from '../api/get-submission-board';
import { useReviewSubmission } from '../api/review-submission';
import { useSubmissionsT } from '../i18n/submissions';
import { PosterNumber } from '@web/components/ui/poster/poster-number';

type Sort = (typeof submissionSorts)[number];

function Checks({ row }: { row: BoardRow }) {
  const { t } = useSubmissionsT();
  const errors = row.preflight.filter((p) => p.level === 'error').length;
  const warnings = row.preflight.length - errors;
  if (row.preflight.length === 0)
    return <span className="muted">{row.submission_id ? t('noWarnings') : '-'}</span>;
  const said = [
    errors ? t('errors', { count: errors }) : '',
    warnings ? t('warnings', { count: warnings }) : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <details className="board-checks">
      <summary>{said}</summary>
      <PreflightList items={row.preflight} title={false} />
    </details>
  );
}

export function BoardTable({
  slug,
  list,
  state,
  empty,
  onAskFix,
  onLink,
  onUpload,
}: {
  slug: string;
  list: UseQueryResult<Board>;
  state: ListState<Sort>;
  empty: ReactNode;
  onAskFix: (row: BoardRow) => void;
  onLink: (row: BoardRow) => void;
  onUpload: (row: BoardRow) => void;
}) {
  const { t } = useSubmissionsT();
  const time = useTime();
  // The review page follows the board's order (sort, dir, q) for its "next".
  const { search } = useLocation();
  const reviewOf = (r: BoardRow) => `${paths.projectAdmin.submissionReview(slug, r.poster_id)}${search}`;
  const review = useReviewSubmission();
  const bulkApprove = useBulkApprove();
  const approve = (row: BoardRow) =>
    review.mutate(
      { posterId: row.poster_id, review: { status: 'approved' } },
      saidAs(t('approved'), t('approveFailed')),
    );
  const heading = (total: number) => (
    <h2 id="board-title" className="h-section">
      {t('title')} <span className="muted small">{t('count', { count: total })}</span>
    </h2>
  );
  return (
    <ProjectAdminTable<BoardRow, Sort>
      testId="submission-board"
      heading={heading}
      label={t('title')}
      list={list}
      state={state}
      failed={t('loadFailed')}
      empty={empty}
      bulk={{
        actionLabel: t('bulkApprove'),
        run: (ids) =>
          bulkApprove.mutateAsync(ids).then(
            (r) => (notice.success(t('bulkApproved', r)), true),
            (err: unknown) => (notice.error(failedWith(t('approveFailed'), err)), false),
          ),
      }}
      columns={[
        {
          header: t('col.number'),
          cell: (r) => <PosterNumber number={r.number} />,
          className: 'id-cell',
          sort: 'number',
        },
        { header: t('col.title'), cell: (r) => r.title, className: 'wide', sort: 'title' },
        {
          header: t('col.presenter'),
          cell: (r) =>
            r.presenter_name || r.presenter_email ? (
              <>
                {r.presenter_name ?? ''}
                {r.presenter_email ? <div className="muted small">{r.presenter_email}</div> : null}
              </>
            ) : (
              <span className="muted">{t('noPresenter')}</span>
            ),
        },
        {
          header: t('col.status'),
          cell: (r) => (
            <>
              <StatusBadge status={r.status} />
              {r.link_issued ? <div className="muted small">{t('linkIssued')}</div> : null}
            </>
          ),
          sort: 'status',
        },
        {
          header: t('col.uploaded'),
          cell: (r) => (r.uploaded_at ? time.dateTime(r.uploaded_at) : '-'),
          className: 'hide-sm',
          sort: 'uploaded_at',
        },
        { header: t('col.preflight'), cell: (r) => <Checks row={r} /> },
        {
          header: t('col.thumb'),
          cell: (r) => {
            const src = mediaUrl(r.thumb_url);
            return src ? (
              <Link className="board-thumb-link" to={reviewOf(r)}>
                <img
                  className="board-thumb"
                  src={src}
                  alt={t('reviewThumb', { title: r.title })}
                  loading="lazy"
                />
              </Link>
            ) : (
              '-'
            );
          },
        },
      ]}
      actions={(r) => ({
        name: r.title,
        items: [
          {
            label: t('actions.review'),
            to: reviewOf(r),
            disabled: r.submission_id === null,
          },
          {
            label: t('actions.approve'),
            onSelect: () => approve(r),
            disabled: r.status !== 'submitted' && r.status !== 'needs_fix',
          },
          {
            label: t('actions.askFix'),
            onSelect: () => onAskFix(r),
            disabled: r.status === 'not_started' || r.status === 'processing',
          },
          { label: t('actions.link'), onSelect: () => onLink(r) },
          { label: t('actions.upload'), onSelect: () => onUpload(r) },
          { label: t('actions.edit'), to: paths.projectAdmin.poster(slug, r.poster_id) },
        ],
      })}
    />
  );
}
