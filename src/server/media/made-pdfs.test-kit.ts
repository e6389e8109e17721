// Test helper: PDFs made to trigger one preflight check each, written by hand.
import { A0_PT, checkerImage, onePagePdf, textLines } from '@server/media/pdf-writer.test-kit';

const BODY = Array.from(
  { length: 60 },
  (_, i) => `Line ${i + 1}: body text of a poster, set far too small to be read from a step away.`,
);

/** A page (A0 unless told) of 60 lines of Helvetica (not embedded) at `sizePt`: 6 pt on A0 is TEXT_TOO_SMALL. */
export function textPdf(sizePt: number, page: { width: number; height: number } = A0_PT): Buffer {
  return onePagePdf(page.width, page.height, textLines(BODY, sizePt, page.height));
}

/** A4 portrait in points. */
export const A4_PT = { width: 595, height: 842 } as const;

/** A 60 x 85 px image stretched over a whole A0 page (~1.8 dpi): LOW_RESOLUTION_IMAGE. */
export function lowResolutionImagePdf(): Buffer {
  return onePagePdf(A0_PT.width, A0_PT.height, `q ${A0_PT.width} 0 0 ${A0_PT.height} 0 0 cm /Im1 Do Q`, [
    checkerImage(60, 85),
  ]);
}

/** A 4000 x 5660 px image over the same page (~120 dpi): no LOW_RESOLUTION_IMAGE. */
export function sharpImagePdf(): Buffer {
  return onePagePdf(A0_PT.width, A0_PT.height, `q ${A0_PT.width} 0 0 ${A0_PT.height} 0 0 cm /Im1 Do Q`, [
    checkerImage(4000, 5660),
  ]);
}

/** An A0 page that draws nothing: BLANK_PAGE. */
export function blankPdf(): Buffer {
  return onePagePdf(A0_PT.width, A0_PT.height, '');
}
