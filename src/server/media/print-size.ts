// The size a page is judged at: printed at A0, shown as a 16:9 slide, or as it is (docs/decisions/041-poster-files.md).
import type { PosterFormat } from '@shared/contracts/submissions';
import { A0_LONG_MM, MM_PER_PT } from '@server/media/limits';

type Size = { widthPt: number; heightPt: number };

/** A0's long side in points. */
const A0_LONG_PT = A0_LONG_MM / MM_PER_PT;
/** A 16:9 slide as PowerPoint makes it, 13.33 x 7.5 in: on a 1920 x 1080 screen, 144 px an inch, 2 px a point. */
const SLIDE_HEIGHT_PT = 7.5 * 72;

/**
 * How much larger than its PDF size a page is judged: an a0-portrait poster is printed with its long side at A0's
 * 1189 mm (an A1 or A4 file scales up); a 16:9 slide is shown with its short side as a 7.5 in slide's; a free page
 * is taken at its own size.
 */
export function printScale(format: PosterFormat, page: Size): number {
  const long = Math.max(page.widthPt, page.heightPt);
  const short = Math.min(page.widthPt, page.heightPt);
  if (format === 'a0-portrait') return A0_LONG_PT / long;
  if (format === '16:9-landscape') return SLIDE_HEIGHT_PT / short;
  return 1;
}

/** Body text at A0 read from 1.5-2 m: 18 pt is the usual floor (24-32 pt recommended). */
const A0_MIN_PT = 18;
/** On the 7.5 in slide: 24 px at 1080p, readable on a monitor at arm's length (kiosk, laptop). */
const SLIDE_MIN_PT = 12;
/** Whatever its size, text under 8 pt strains the eye even on paper held in the hand. */
const PAPER_MIN_PT = 8;

/**
 * The smallest body text at the print size. A free page is read from a distance that grows with its size, so its
 * floor is A0's 18 pt scaled by its long side (a 48 in poster ~18.5 pt, an A1 ~12.7 pt), never below 8 pt.
 */
export function textThresholdPt(format: PosterFormat, page: Size): number {
  if (format === 'a0-portrait') return A0_MIN_PT;
  if (format === '16:9-landscape') return SLIDE_MIN_PT;
  const longPt = Math.max(page.widthPt, page.heightPt);
  return Math.max(PAPER_MIN_PT, (A0_MIN_PT * longPt) / A0_LONG_PT);
}
