// The presenter's page: their poster, the organiser's settings and instructions, what the server accepts, and
// their newest file and the approved one. Named by the session, never by an id in the request.
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { notFound } from '@server/http/errors';
import {
  submissionFileKinds,
  type PresenterPoster,
  type SubmissionFileKind,
  type UploadRules,
} from '@shared/contracts/submissions';
import type { PresenterPrincipal } from '../auth/principal';
import { findPoster } from '../posters/posters.repository';
import { getProjectState } from '../projects/projects.service';
import { isSubmissionOpen, readSubmissionSettings } from '../submissions/submission-settings.service';
import {
  findNewestApproved,
  findNewestSubmission,
  selectPagesOf,
  toSubmission,
} from '../submissions/submissions.repository';

const slideKinds: ReadonlySet<SubmissionFileKind> = new Set(['pptx', 'ppt', 'odp']);
let sofficeFound: boolean | undefined;

/** Whether LibreOffice (`soffice`) is on the PATH: slide decks can then be turned into PDF here. */
export function slidesSupported(): boolean {
  sofficeFound ??= (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    if (!dir) return false;
    try {
      fs.accessSync(path.join(dir, 'soffice'), fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
  return sofficeFound;
}

export function uploadRules(maxPosterBytes: number): UploadRules {
  const slides = slidesSupported();
  return {
    max_mb: Math.floor(maxPosterBytes / (1024 * 1024)),
    slides,
    kinds: submissionFileKinds.filter((k) => slides || !slideKinds.has(k)),
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
    findNewestApproved(db, projectId, poster.id),
  ]);
  const shownApproved = approved && approved.id !== newest?.id ? approved : undefined;
  const pages = await selectPagesOf(
    db,
    [newest?.id, shownApproved?.id].filter((id): id is number => id !== undefined),
  );
  return {
    poster: {
      id: poster.id,
      number: poster.number,
      title: poster.title,
      author: poster.author,
      presenter_name: poster.presenter_name,
    },
    settings,
    open: isSubmissionOpen(settings, project.is_active === 1),
    rules: uploadRules(maxPosterBytes),
    submission: newest ? toSubmission(newest, pages.get(newest.id) ?? []) : null,
    approved: shownApproved ? toSubmission(shownApproved, pages.get(shownApproved.id) ?? []) : null,
  };
}
