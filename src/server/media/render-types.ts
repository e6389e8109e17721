// What rendering a poster file answers, and how it refuses one: the interface between the renderer
// (src/server/media, no database) and the job that runs it (docs/decisions/041-poster-files.md).
import type { PosterOutline } from '@shared/contracts/posters';
import type { PosterFormat, PreflightItem, SubmissionFileKind } from '@shared/contracts/submissions';

/** Bounds on one file's rendering; a file beyond them is refused with a code, never half-rendered. */
export type RenderLimits = {
  /** Most pages a file may have (TOO_MANY_PAGES). */
  maxPages: number;
  /** Longest page side in millimetres (PAGE_TOO_LARGE). */
  maxPageMm: number;
  /** Most pixels a rendered page may have (the resolution is lowered to fit, never refused). */
  maxPagePixels: number;
  /** Wall time of one external program run (pdfinfo, pdftoppm, soffice, ...): past it, it is killed. */
  timeoutMs: number;
  /**
   * Wall time of the whole rendering of one file: each program gets min(timeoutMs, what remains of it), and past
   * it the rendering is RENDER_FAILED (a 60-page file of pages that each take just under timeoutMs ends here).
   */
  totalMs: number;
  /** Address-space limit of one external program run, in MB: past it, it fails. */
  memoryMb: number;
};

/** The limits of one rendering under way: its bounds and the time (ms since the epoch) it must end by. */
export type RenderBudget = RenderLimits & { deadline: number };

/** A page as rendered: its size in pixels at full resolution. */
export type RenderedPage = { number: number; width: number; height: number };

export type RenderResult = {
  pages: RenderedPage[];
  /** The file's text (for search); empty for images. */
  text: string;
  /** The text as laid out (headings, reading order), for the text view; null for images or a layout not read whole. */
  outline: PosterOutline | null;
  /** The checks, warnings and errors (an error means the file is not accepted). */
  preflight: PreflightItem[];
};

export type RenderOptions = {
  format: PosterFormat;
  limits: RenderLimits;
};

export type { SubmissionFileKind };
