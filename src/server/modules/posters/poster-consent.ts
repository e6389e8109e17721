// What judges, participants and anyone with a poster's link may see and take of a poster: the project's consent
// settings and the presenter's refusals (docs/decisions/055-consent.md).
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { AppError, notFound } from '@server/errors';
import type { Poster, PosterPicture } from '@shared/contracts/posters';
import type { SubmissionSettings } from '@shared/contracts/submissions';
import { getProjectById } from '@server/modules/projects';
import { mediaStorage } from '@server/media';
import {
  findNewestSubmission,
  originalKey,
  readSubmissionSettings,
  selectApprovedPagesOf,
} from '@server/modules/submissions';
import { selectImagesOf, toImage } from './poster-images.repository';
import { posterPicture } from './poster-picture';
import { selectPostersAmong } from './posters.repository';
import { getPoster } from './posters.service';

const DAY = 86_400_000;

/** A project's consent: its settings, and when posters not kept online close (null: no end date, never). */
export type Consent = { settings: SubmissionSettings; closesAt: number | null };

/**
 * Posters close at the end of the day (UTC) `close_after_days` after the project's end date: with 0, the day after
 * the conference.
 */
export function closingTime(endDate: string | null, closeAfterDays: number): number | null {
  if (!endDate) return null;
  return Date.parse(`${endDate}T00:00:00Z`) + (closeAfterDays + 1) * DAY;
}

export async function readConsent(db: Kysely<DB>, projectId: number): Promise<Consent> {
  const [settings, project] = await Promise.all([
    readSubmissionSettings(db, projectId),
    getProjectById(db, projectId),
  ]);
  return { settings, closesAt: closingTime(project.end_date, settings.close_after_days) };
}

/** Whether the poster's files are closed to everyone but the organiser: after the event, unless kept online. */
function isClosed(poster: Pick<Poster, 'after_event_refused'>, consent: Consent, now: number): boolean {
  if (consent.closesAt === null || now < consent.closesAt) return false;
  return !consent.settings.online_after_end || poster.after_event_refused;
}

/** The poster with what consent allows now (`closed`, `downloadable`): the organiser's view. */
export function withConsent(poster: Poster, consent: Consent, now = Date.now()): Poster {
  const closed = isClosed(poster, consent, now);
  const downloadable =
    consent.settings.allow_download && !poster.download_refused && !closed && poster.pages.length > 0;
  return { ...poster, closed, downloadable };
}

/**
 * A poster as judges, participants and readers by link see it: the presenter's email is for the organiser only
 * (the name is shown; their search does not look into emails either, selectPosterPage's `admin`), and a closed
 * poster's files (pages, images, audio) are left out: what stays is the programme (title, authors, abstract).
 */
export function forMembers(poster: Poster, consent: Consent, now = Date.now()): Poster {
  const seen = withConsent(poster, consent, now);
  const files = seen.closed ? { pages: [], images: [], image_urls: [], picture: null, audio_file: null } : {};
  return { ...seen, ...files, presenter_email: null };
}

/** One poster of the project as its reader sees it: the organiser's whole (withConsent), anyone else's forMembers. */
export async function getPosterAsSeen(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
  organiser: boolean,
): Promise<Poster> {
  const [poster, consent] = await Promise.all([
    getPoster(db, projectId, posterId),
    readConsent(db, projectId),
  ]);
  return organiser ? withConsent(poster, consent) : forMembers(poster, consent);
}

/**
 * The picture of each of these posters of the project as judges and participants see it (the gallery's, decision
 * 066: its first image, else its approved file's first page), none once its files are closed (forMembers), for
 * the lists that show posters without the whole poster (the judge's cards, my list). Four queries for the list.
 */
export async function memberPictures(
  db: Kysely<DB>,
  projectId: number,
  posterIds: readonly number[],
  now = Date.now(),
): Promise<Map<number, PosterPicture | null>> {
  const out = new Map<number, PosterPicture | null>();
  if (posterIds.length === 0) return out;
  const ids = [...new Set(posterIds)];
  const [consent, rows, images, pages] = await Promise.all([
    readConsent(db, projectId),
    selectPostersAmong(db, projectId, ids),
    selectImagesOf(db, ids),
    selectApprovedPagesOf(db, ids),
  ]);
  for (const { id, after_event_refused } of rows) {
    const closed = isClosed({ after_event_refused: after_event_refused === 1 }, consent, now);
    const shown = (images.get(id) ?? []).map((i) => toImage(projectId, i));
    out.set(id, closed ? null : posterPicture(shown, pages.get(id) ?? []));
  }
  return out;
}

/** The file of the poster's newest approved submission as a stream, for a download: the organiser's at any time. */
export async function posterFileDownload(
  db: Kysely<DB>,
  uploadsDir: string,
  projectId: number,
  posterId: number,
  organiser: boolean,
): Promise<{ file: Readable; filename: string }> {
  const poster = await getPoster(db, projectId, posterId);
  if (!organiser && !withConsent(poster, await readConsent(db, projectId)).downloadable)
    throw new AppError('DOWNLOAD_NOT_ALLOWED', 'This poster file may not be downloaded');
  const approved = await findNewestSubmission(db, projectId, posterId, 'approved');
  if (!approved) throw notFound('Poster file');
  const file = await mediaStorage(uploadsDir).stream(originalKey(approved.folder, approved.file_kind));
  if (!file) throw notFound('Poster file');
  return { file, filename: approved.file_name };
}

/**
 * A poster read by its link without an account: null unless the project lets anyone with the link read its
 * posters (nothing is then told about the poster, not even whether it exists); 404 when it does and there is no
 * such poster.
 */
export async function getPublicPoster(
  db: Kysely<DB>,
  projectId: number,
  posterId: number,
): Promise<Poster | null> {
  const consent = await readConsent(db, projectId);
  if (!consent.settings.public_links) return null;
  return forMembers(await getPoster(db, projectId, posterId), consent);
}
