// Submissions as the organiser handles them: the board, the review of a poster's newest file, approving many at
// once; and the check every upload makes inside its own transaction (assertSubmissionOpen).
import type { Kysely } from 'kysely';
import { findRowInProject } from '@server/db/project-rows';
import type { DB } from '@server/db/schema';
import { AppError, notFound } from '@server/errors';
import { displayId } from '@shared/format';
import { pick } from '@shared/pick';
import {
  posterHeadKeys,
  type Submission,
  type SubmissionBoard,
  type SubmissionListParams,
  type SubmissionReview,
  type SubmissionReviewQuery,
  type SubmissionReviewView,
} from '@shared/contracts/submissions';
import { recordChange } from '@server/modules/audit';
import { getProjectState } from '@server/modules/projects';
import { isSubmissionOpen, readSubmissionSettings } from './submission-settings.service';
import { selectBoardCounts, selectBoardPage, selectNextWaiting } from './submission-board.repository';
import {
  findNewestSubmission,
  findSubmission,
  lockNewestSubmissions,
  selectPagesOf,
  toSubmission,
  updateSubmissionReview,
} from './submissions.repository';

/**
 * Refuses an upload once submission has closed: the project inactive or its deadline passed (409
 * SUBMISSION_CLOSED). Call it inside the upload's transaction: the project row and the settings row are read
 * FOR SHARE there, so an organiser moving the deadline at that moment waits for the upload, or the upload for them.
 */
export async function assertSubmissionOpen(trx: Kysely<DB>, projectId: number): Promise<void> {
  const project = await getProjectState(trx, projectId, 'share');
  const settings = await readSubmissionSettings(trx, projectId, 'share');
  if (!isSubmissionOpen(settings, project.is_active === 1))
    throw new AppError(
      'SUBMISSION_CLOSED',
      project.is_active === 1
        ? 'The deadline for poster files has passed: files are no longer taken'
        : 'This project is inactive: files are not taken',
    );
}

/** A page of the board, its counts by status over the whole project, and the settings it is read with. */
export async function listSubmissionBoard(
  db: Kysely<DB>,
  projectId: number,
  params: SubmissionListParams,
): Promise<SubmissionBoard> {
  const [page, counts, settings] = await Promise.all([
    selectBoardPage(db, projectId, params),
    selectBoardCounts(db, projectId),
    readSubmissionSettings(db, projectId),
  ]);
  return { ...page, counts, settings };
}

/**
 * The organiser's review page of one poster: the poster, its newest submission with every page, and the next
 * poster waiting for review in the board's order (docs/decisions/066-review-loop.md). Another project's poster: 404.
 */
export async function getSubmissionReview(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
  order: SubmissionReviewQuery,
): Promise<SubmissionReviewView> {
  const poster = await findRowInProject(db, 'posters', projectId, posterId);
  if (!poster) throw notFound('Poster');
  const [newest, next, counts] = await Promise.all([
    findNewestSubmission(db, projectId, posterId),
    selectNextWaiting(db, projectId, posterId, order),
    selectBoardCounts(db, projectId),
  ]);
  const pages = newest ? ((await selectPagesOf(db, [newest.id])).get(newest.id) ?? []) : [];
  return {
    poster: { ...pick(poster, posterHeadKeys), presenter_email: poster.presenter_email },
    submission: newest ? toSubmission(newest, pages) : null,
    next_poster_id: next ?? null,
    waiting: counts.submitted,
  };
}

/**
 * Writes the presenter's mail about a review inside the review's transaction, so the mail exists if and only if
 * the review does. The mailings module makes it (it knows presenters' links); app.ts hands it to the routes.
 */
export type ReviewMail = (
  trx: Kysely<DB>,
  projectId: number,
  posterId: number,
  review: { status: 'approved' | 'needs_fix'; note: string | null },
) => Promise<void>;

/** What a review may act on: a file that rendered (submitted, or already reviewed). */
const reviewable = new Set(['submitted', 'needs_fix', 'approved']);

/**
 * The organiser approves the poster's newest file or asks for a fix (with a note for the presenter). In one
 * transaction with the newest submission locked, so two reviews, or a review and a new upload's render, take
 * turns. Processing, failed or no file: 409 SUBMISSION_NOT_REVIEWABLE.
 */
export async function reviewSubmission(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
  review: SubmissionReview,
  mail?: ReviewMail,
): Promise<Submission> {
  const id = await db.transaction().execute(async (trx) => {
    const poster = await findRowInProject(trx, 'posters', projectId, posterId);
    if (!poster) throw notFound('Poster');
    const [newest] = await lockNewestSubmissions(trx, projectId, [posterId]);
    if (!newest || !reviewable.has(newest.status))
      throw new AppError(
        'SUBMISSION_NOT_REVIEWABLE',
        newest
          ? `The newest file is ${newest.status}: only a rendered file can be approved or sent back`
          : 'Nothing has been uploaded for this poster yet',
        { params: { status: newest?.status ?? 'not_started' } },
      );
    const note = review.note === undefined ? undefined : review.note || null;
    await updateSubmissionReview(trx, projectId, [newest.id], review.status, note);
    // Only a change is told: approving what was approved, or the same note again, sends nothing.
    if (newest.status !== review.status || (note !== undefined && note !== newest.note))
      await mail?.(trx, projectId, posterId, {
        status: review.status,
        note: note === undefined ? newest.note : note,
      });
    const pid = displayId('P', poster.number);
    await recordChange(trx, projectId, {
      kind: review.status === 'approved' ? 'submission.approved' : 'submission.needs_fix',
      poster_id: posterId,
      summary:
        review.status === 'approved' ? `Poster file of ${pid} approved` : `Poster file of ${pid} sent back`,
      detail: {
        submission_id: newest.id,
        old: { status: newest.status, note: newest.note },
        new: { status: review.status, note: note === undefined ? newest.note : note },
      },
    });
    return newest.id;
  });
  const row = await findSubmission(db, projectId, id);
  return toSubmission(row!, (await selectPagesOf(db, [id])).get(id) ?? []);
}

/**
 * Approves the newest file of each poster named whose newest is `submitted`; the others (another status, no
 * file, another project's poster) are skipped and counted. One transaction, the submissions locked.
 */
export async function approveSubmissions(
  db: Kysely<DB>,
  projectId: number,
  posterIds: number[],
  mail?: ReviewMail,
): Promise<{ approved: number; skipped: number }> {
  const ids = [...new Set(posterIds)];
  return db.transaction().execute(async (trx) => {
    const newest = await lockNewestSubmissions(trx, projectId, ids);
    const chosen = newest.filter((s) => s.status === 'submitted');
    await updateSubmissionReview(
      trx,
      projectId,
      chosen.map((s) => s.id),
      'approved',
      undefined,
    );
    for (const s of chosen) {
      await recordChange(trx, projectId, {
        kind: 'submission.approved',
        poster_id: s.poster_id,
        summary: 'Poster file approved (with others)',
        detail: { submission_id: s.id, old: { status: s.status }, new: { status: 'approved' } },
      });
      await mail?.(trx, projectId, s.poster_id, { status: 'approved', note: null });
    }
    return { approved: chosen.length, skipped: ids.length - chosen.length };
  });
}
