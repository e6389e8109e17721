import { PICTURE_SIZES } from '@shared/picture-sizes';

/** The long side of the derived sizes of a poster image (the ladder, src/shared/picture-sizes.ts). */
export const THUMB = PICTURE_SIZES.thumb;
export const MEDIUM = PICTURE_SIZES.medium;
export const SCREEN = PICTURE_SIZES.screen;

/** Width of a derived size of an image of this size (never enlarged). */
export const widthAt = (long: number, w: number, h: number) =>
  Math.round(w * Math.min(1, long / Math.max(w, h)));

/**
 * The box the image is shown in, in CSS pixels: `sizes` says how wide the picture will be drawn (fitted
 * inside, never cropped), so the browser fetches the thumbnail, or the medium size on a dense screen.
 */
export type ThumbBox = { width: number; height: number; phone?: { width: number; height: number } };
