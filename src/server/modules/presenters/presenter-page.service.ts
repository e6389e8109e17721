// The presenter's page: their poster, the organiser's settings and instructions, what the server accepts, and
// their newest file and the approved one. Named by the session, never by an id in the request.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { notFound } from '@server/errors';
import { pick } from '@shared/pick';
import {
  posterHeadKeys,
  submissionFileKinds,
  type PresenterPoster,
  type UploadRules,
} from '@shared/contracts/submissions';
import type { PresenterPrincipal } from '@server/principal';
import { findPoster } from '@server/modules/posters';
import { getProjectState } from '@server/modules/projects';
import {
  findNewestSubmission,
  isSubmissionOpen,
  readSubmissionSettings,
  selectPagesOf,
  toSubmission,
} from '@server/modules/submissions';
import { SLIDE_KINDS, slidesSupported } from '@server/media';

export async function uploadRules(maxPosterBytes: number): Promise<UploadRules> {
  const slides = await slidesSupported();
  return {
    max_mb: Math.floor(maxPosterBytes / (1024 * 1024)),
    slides,
    kinds: submissionFileKinds.filter((k) => slides || !SLIDE_KINDS.has(k)),
  };
}

export async function getPresenterPoster(
  db: Kysely<DB>,
  presenter: PresenterPrincipal,
  projectId: number,
  maxPosterBytes: number,
): Promise<PresenterPoster> {
  const poster = await findPoster(db, projectId, presenter.posterId);
  if (!poster) throw notFound('Poster');
  const [settings, project, newest, approved] = await Promise.all([
    readSubmissionSettings(db, projectId),
    getProjectState(db, projectId),
    findNewestSubmission(db, projectId, poster.id),
    findNewestSubmission(db, projectId, poster.id, 'approved'),
  ]);
  const shownApproved = approved && approved.id !== newest?.id ? approved : undefined;
  const pages = await selectPagesOf(
    db,
    [newest?.id, shownApproved?.id].filter((id): id is number => id !== undefined),
  );
  return {
    poster: {
      ...pick(poster, posterHeadKeys),
      download_refused: poster.download_refused,
      after_event_refused: poster.after_event_refused,
    },
    settings,
    open: isSubmissionOpen(settings, project.is_active === 1),
    rules: await uploadRules(maxPosterBytes),
    submission: newest ? toSubmission(newest, pages.get(newest.id) ?? []) : null,
    approved: shownApproved ? toSubmission(shownApproved, pages.get(shownApproved.id) ?? []) : null,
  };
}
