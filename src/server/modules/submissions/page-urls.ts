// Where a submission's files live and how its pages are addressed (docs/decisions/041-poster-files.md).
import crypto from 'node:crypto';
import type { PosterPage } from '@shared/contracts/submissions';

/**
 * A submission's folder, relative to the uploads folder. The random part makes its URLs unguessable: the uploads
 * folder is served to anyone, and a file not yet approved must not be found by counting ids.
 */
export function newSubmissionFolder(projectId: number, posterId: number, submissionId: number): string {
  return `${projectId}/posters/${posterId}/submissions/${submissionId}-${crypto.randomBytes(12).toString('hex')}`;
}

/** The stored original in a submission's folder (`original.pdf`, `original.pptx`, ...). */
export const originalName = (ext: string) => `original.${ext}`;

/** The files of a rendered page: `page-<n>.dzi` with `page-<n>_files/` beside it, and `page-<n>-<size>.webp`. */
export const PAGE_SIZES = [400, 800, 1600] as const;
export const pageBaseName = (number: number) => `page-${number}`;

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
    thumb_url: `${base}-400.webp`,
    medium_url: `${base}-800.webp`,
    screen_url: `${base}-1600.webp`,
  };
}
