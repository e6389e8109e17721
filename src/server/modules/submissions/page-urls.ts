// Where a submission's files live and how its pages are addressed (docs/decisions/041-poster-files.md).
import crypto from 'node:crypto';
import path from 'node:path';
import type { PosterPage, SubmissionFileKind } from '@shared/contracts/submissions';
import { IMAGE_SIZES, originalsDir, originalsKey, pageBaseName } from '@server/media';

/**
 * A submission's folder, relative to the uploads folder. The random part makes its URLs unguessable: the uploads
 * folder is served to anyone, and a file not yet approved must not be found by counting ids.
 */
export function newSubmissionFolder(projectId: number, posterId: number, submissionId: number): string {
  return `${projectId}/posters/${posterId}/submissions/${submissionId}-${crypto.randomBytes(12).toString('hex')}`;
}

const EXTENSIONS: Record<SubmissionFileKind, string> = {
  pdf: 'pdf',
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  pptx: 'pptx',
  ppt: 'ppt',
  odp: 'odp',
};

/** The storage key of a submission's original (`original.pdf`, `original.jpg`, `original.pptx`, ...). */
export const originalKey = (folder: string, kind: SubmissionFileKind) =>
  `${originalsKey(folder)}/original.${EXTENSIONS[kind]}`;

/** The stored original of a submission on disk (the local storage's file of originalKey). */
export const originalPath = (uploadsDir: string, folder: string, kind: SubmissionFileKind) =>
  path.join(originalsDir(uploadsDir, folder), `original.${EXTENSIONS[kind]}`);

/** A rendered page as the API answers it. */
export function toPosterPage(
  folder: string,
  page: { number: number; width: number; height: number },
): PosterPage {
  const base = `/uploads/${folder}/${pageBaseName(page.number)}`;
  return {
    number: page.number,
    width: page.width,
    height: page.height,
    dzi_url: `${base}.dzi`,
    thumb_url: `${base}-${IMAGE_SIZES.thumb}.webp`,
    medium_url: `${base}-${IMAGE_SIZES.medium}.webp`,
    screen_url: `${base}-${IMAGE_SIZES.screen}.webp`,
  };
}
