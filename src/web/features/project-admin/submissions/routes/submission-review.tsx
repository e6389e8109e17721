/**
 * admin/submissions/:id/review: one poster's newest file at full size in the deep-zoom viewer, beside its
 * preflight and the note, to approve (A), ask for a fix (F) or go on to the next file waiting (J or →) in the
 * board's order, which the address carries from the board (?sort, dir, q). Each file is an address of its own,
 * so Back returns to the one before (decision 066).
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { submissionSorts, type SubmissionReviewQuery } from '@shared/contracts/submissions';
import { DeepZoomViewer } from '@web/components/ui/poster/deep-zoom-viewer';
import { saidAs } from '@web/components/ui/notices/mutation-notices';
import { paths } from '@web/lib/paths';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { QueryView } from '@web/features/project-admin/shell/components/query-view';
import { useSubmissionReview } from '../api/get-submission-review';
import { useReviewSubmission } from '../api/review-submission';
import { FixDialog } from '../components/fix-dialog';
import { ReviewPanel } from '../components/review-panel';
import { reviewable } from '../lib/reviewable';
import { useReviewT } from '../i18n/review';
import '../submissions.css';

/** The board's order as its address says it (the same names as useListState's). */
function boardOrder(search: string): { order: SubmissionReviewQuery; carried: string } {
  const params = new URLSearchParams(search);
  const sort = submissionSorts.find((s) => s === params.get('sort'));
  const dir = params.get('dir') === 'desc' ? 'desc' : undefined;
  const q = params.get('q')?.trim() || undefined;
  const carried = new URLSearchParams();
  if (sort) carried.set('sort', sort);
  if (dir) carried.set('dir', dir);
  if (q) carried.set('q', q);
  const text = carried.toString();
  return { order: { sort, dir, q }, carried: text ? `?${text}` : '' };
}

/** A key the page answers, by the key's place on the keyboard (a Korean layout types ㅁ for A). */
function reviewKey(e: KeyboardEvent): 'approve' | 'fix' | 'next' | null {
  if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.repeat) return null;
  const target = e.target instanceof Element ? e.target : null;
  if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return null;
  if (e.code === 'KeyA') return 'approve';
  if (e.code === 'KeyF') return 'fix';
  if (e.code === 'KeyJ' || e.key === 'ArrowRight') return 'next';
  return null;
}

export default function SubmissionReviewPage() {
  const { t } = useReviewT();
  const scope = useProjectAdminScope();
  const posterId = Number(useParams().id);
  const location = useLocation();
  const navigate = useNavigate();
  const { order, carried } = boardOrder(location.search);
  const view = useSubmissionReview(posterId, order);
  const review = useReviewSubmission();
  const [fixing, setFixing] = useState(false);
  const data = view.data;
  const status = data?.submission?.status;

  const actions = {
    approve: () => {
      if (status !== 'submitted' && status !== 'needs_fix') return;
      review.mutate({ posterId, review: { status: 'approved' } }, saidAs(t('approved'), t('approveFailed')));
    },
    fix: () => reviewable(status) && setFixing(true),
    next: () => {
      if (data?.next_poster_id)
        void navigate(`${paths.projectAdmin.submissionReview(scope.slug, data.next_poster_id)}${carried}`);
    },
  };
  const latest = useRef(actions);
  latest.current = actions;
  const ready = !!data && !fixing && !review.isPending;
  useEffect(() => {
    if (!ready) return;
    const onKey = (e: KeyboardEvent) => {
      const key = reviewKey(e);
      if (!key) return;
      e.preventDefault();
      latest.current[key]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [ready]);

  const back = (
    <Link className="btn" to={`${paths.projectAdmin.submissions(scope.slug)}${carried}`}>
      {t('back')}
    </Link>
  );
  return (
    <ProjectAdminPage title={t('title')} actions={back} back={false}>
      <QueryView queries={[view]} failed={t('loadFailed')}>
        {() =>
          data ? (
            <div className="review-layout">
              <section className="review-file-view" aria-label={data.poster.title}>
                {data.submission && data.submission.pages.length > 0 ? (
                  <DeepZoomViewer
                    key={data.submission.id}
                    pages={data.submission.pages}
                    title={data.poster.title}
                  />
                ) : (
                  <p className="empty">
                    {!data.submission
                      ? t('noFile')
                      : data.submission.status === 'processing'
                        ? t('processing')
                        : data.submission.status === 'failed'
                          ? t('failed')
                          : t('noPages')}
                  </p>
                )}
              </section>
              <ReviewPanel
                view={data}
                busy={review.isPending}
                onApprove={actions.approve}
                onAskFix={actions.fix}
                onNext={actions.next}
              />
            </div>
          ) : null
        }
      </QueryView>
      {fixing && data ? (
        <FixDialog
          row={{ poster_id: posterId, title: data.poster.title, note: data.submission?.note ?? null }}
          onClose={() => setFixing(false)}
        />
      ) : null}
    </ProjectAdminPage>
  );
}
