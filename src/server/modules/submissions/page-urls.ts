// Where a submission's files live and how its pages are addressed (docs/decisions/041-poster-files.md).
import crypto from 'node:crypto';
import path from 'node:path';
import type { PosterPage, SubmissionFileKind } from '@shared/contracts/submissions';
import { originalsDir } from '@server/http/uploads-layout';

/** Where originals are kept aside (never served): http/uploads-layout.ts. */
export { originalsDir };

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

/** The stored original of a submission (`original.pdf`, `original.jpg`, `original.pptx`, ...). */
export const originalPath = (uploadsDir: string, folder: string, kind: SubmissionFileKind) =>
  path.join(originalsDir(uploadsDir, folder), `original.${EXTENSIONS[kind]}`);

/** A deck's PDF as LibreOffice made it, written beside its original (the renderer's `dirname(input)`). */
export const CONVERTED_PDF = 'converted.pdf';

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
