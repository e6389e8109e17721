// What media makes of a picture, by size and name: the ladder, the tiles, the hall plan, a rendered page's files.
import { PICTURE_SIZES } from '@shared/picture-sizes';

/** The ladder (src/shared/picture-sizes.ts): every poster image and every rendered page gets these WebP sizes. */
export const IMAGE_SIZES = PICTURE_SIZES;
/** The ladder's sizes, smallest first. */
export const PAGE_SIZES = [IMAGE_SIZES.thumb, IMAGE_SIZES.medium, IMAGE_SIZES.screen] as const;

/** The plan's long side as shown: sharp enough to read board numbers on a 1920 px screen, light on a phone. */
export const PLAN_SIZE = 2400;

/** The files of a rendered page: `page-<n>.dzi` with `page-<n>_files/` beside it, and `page-<n>-<size>.webp`. */
export const pageBaseName = (number: number) => `page-${number}`;

/** A deck's PDF as LibreOffice made it, written beside its original (the renderer's `dirname(input)`). */
export const CONVERTED_PDF = 'converted.pdf';
