// Preflight: what a person checks before printing or showing a poster (docs/decisions/041-poster-files.md).
import sharp from 'sharp';
import type { PosterFormat, PreflightItem } from '@shared/contracts/submissions';
import type { PdfPage } from '@server/media/pdf-info';
import { failedRun } from '@server/media/pdf-info';
import { MAX_EMBEDDED_IMAGE_PIXELS, programBounds } from '@server/media/limits';
import { MediaRefused } from '@server/media/errors';
import type { RenderBudget } from '@server/media/render-types';
import { runProgram } from '@server/media/programs';
import { printScale, textThresholdPt } from '@server/media/print-size';

const warning = (code: PreflightItem['code'], params: PreflightItem['params']): PreflightItem => ({
  code,
  level: 'warning',
  params,
});

/** An ISO A page is 1:1.414, a 16:9 slide 1.778:1; 3% either way still prints or shows without visible bars. */
const ASPECT_TOLERANCE = 0.03;
const EXPECTED: Record<Exclude<PosterFormat, 'free'>, { orientation: string; aspect: number }> = {
  'a0-portrait': { orientation: 'portrait', aspect: Math.SQRT2 },
  '16:9-landscape': { orientation: 'landscape', aspect: 16 / 9 },
};

/** One page, of the format's orientation and shape (any ISO A size fits A0: it scales). */
export function formatMismatch(
  format: PosterFormat,
  pages: { width: number; height: number }[],
): PreflightItem | null {
  if (format === 'free' || pages.length === 0) return null;
  const expected = EXPECTED[format];
  const first = pages[0]!;
  const orientation =
    first.height > first.width ? 'portrait' : first.width > first.height ? 'landscape' : 'square';
  const aspect = Math.max(first.width, first.height) / Math.min(first.width, first.height);
  const fits =
    pages.length === 1 &&
    orientation === expected.orientation &&
    Math.abs(aspect / expected.aspect - 1) <= ASPECT_TOLERANCE;
  if (fits) return null;
  return warning('FORMAT_MISMATCH', {
    pages: pages.length,
    orientation,
    aspect: Math.round(aspect * 1000) / 1000,
    expected: format,
  });
}

async function poppler(program: string, args: string[], limits: RenderBudget, maxOutputBytes: number) {
  const run = await runProgram(program, args, programBounds(limits, maxOutputBytes));
  // Output past the bound is kept as far as it goes: a check on most of a file beats none.
  if (!run.truncated && (run.code !== 0 || run.signal)) throw failedRun(program, run, limits);
  return run.stdout.toString('utf8');
}

/** Fonts `pdffonts` lists with `emb` = no, by name (without a subset prefix such as `ABCDEF+`). */
export async function fontsNotEmbedded(file: string, limits: RenderBudget): Promise<PreflightItem | null> {
  const out = await poppler('pdffonts', [file], limits, 1024 * 1024);
  const lines = out.split('\n');
  const rule = lines.findIndex((l) => /^-+( -+)+\s*$/.test(l));
  if (rule < 0) return null;
  // Columns are fixed-width, as wide as the dashes under their heading; names may hold spaces.
  const columns: [number, number][] = [];
  for (const m of lines[rule]!.matchAll(/-+/g)) columns.push([m.index, m.index + m[0].length]);
  const [nameCol, embCol] = [columns[0]!, columns[3]!];
  const missing = lines
    .slice(rule + 1)
    .filter((l) => l.slice(embCol[0], embCol[1] + 1).trim() === 'no')
    .map((l) =>
      l
        .slice(nameCol[0], nameCol[1])
        .trim()
        .replace(/^[A-Z]{6}\+/, ''),
    );
  if (missing.length === 0) return null;
  return warning('FONT_NOT_EMBEDDED', { fonts: [...new Set(missing)], count: missing.length });
}

const WORD = /<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">/g;
const PAGE = /<page width="([\d.]+)" height="([\d.]+)">/g;

/**
 * The body text's size: the median height of the word boxes `pdftotext -bbox-layout` gives (a box spans the
 * font's ascent to descent, ~0.9-1.2 times its size), at the format's print size, against the format's threshold.
 */
export async function textTooSmall(
  file: string,
  format: PosterFormat,
  limits: RenderBudget,
): Promise<PreflightItem | null> {
  const out = await poppler(
    'pdftotext',
    ['-bbox-layout', '-enc', 'UTF-8', file, '-'],
    limits,
    16 * 1024 * 1024,
  );
  const words: { pt: number; min: number }[] = [];
  const pageStarts = [...out.matchAll(PAGE)];
  pageStarts.forEach((page, i) => {
    const size = { widthPt: Number(page[1]), heightPt: Number(page[2]) };
    const scale = printScale(format, size);
    const min = textThresholdPt(format, size);
    const body = out.slice(page.index, pageStarts[i + 1]?.index ?? out.length);
    for (const w of body.matchAll(WORD)) {
      const height = Number(w[4]) - Number(w[2]);
      if (height > 0) words.push({ pt: height * scale, min });
    }
  });
  if (words.length === 0) return null;
  words.sort((a, b) => a.pt / a.min - b.pt / b.min);
  const median = words[Math.floor(words.length / 2)]!;
  if (median.pt >= median.min) return null;
  return warning('TEXT_TOO_SMALL', {
    pt: Math.round(median.pt * 10) / 10,
    min: Math.round(median.min * 10) / 10,
  });
}

/** An image under this share of its page is an icon or a logo: its resolution does not show. */
const MIN_IMAGE_COVER = 0.01;
/** Below this many pixels per printed inch, photographs and plots print visibly soft. */
export const MIN_IMAGE_DPI = 100;

/** An image a PDF draws, as `pdfimages -list` reads it from its dictionary (nothing decoded). */
export type EmbeddedImage = { page: number; width: number; height: number; xppi: number; yppi: number };

/** Every image the PDF's pages draw, from one run of `pdfimages -list`. */
export async function embeddedImages(file: string, limits: RenderBudget): Promise<EmbeddedImage[]> {
  const out = await poppler('pdfimages', ['-list', file], limits, 4 * 1024 * 1024);
  const images: EmbeddedImage[] = [];
  for (const line of out.split('\n').slice(2)) {
    const f = line.trim().split(/\s+/);
    if (f.length < 14 || f[2] !== 'image') continue;
    images.push({
      page: Number(f[0]),
      width: Number(f[3]),
      height: Number(f[4]),
      xppi: Number(f[12]),
      yppi: Number(f[13]),
    });
  }
  return images;
}

/** IMAGE_TOO_LARGE for an image of more than MAX_EMBEDDED_IMAGE_PIXELS, before anything decodes it. */
export function refuseHugeImages(images: EmbeddedImage[]): void {
  const huge = images.find((i) => i.width * i.height > MAX_EMBEDDED_IMAGE_PIXELS);
  if (huge)
    throw new MediaRefused(
      'IMAGE_TOO_LARGE',
      `Page ${huge.page} draws an image of ${huge.width} x ${huge.height} pixels, more than ${MAX_EMBEDDED_IMAGE_PIXELS}`,
    );
}

/** Images covering 1% of their page or more whose resolution at the format's print size is under 100 dpi. */
export function lowResolutionImages(
  images: EmbeddedImage[],
  pages: PdfPage[],
  format: PosterFormat,
): PreflightItem | null {
  let count = 0;
  let lowest = Infinity;
  for (const { page: number, width, height, xppi, yppi } of images) {
    const page = pages[number - 1];
    if (!page || !(xppi > 0) || !(yppi > 0)) continue;
    const cover = ((width / xppi) * (height / yppi)) / ((page.widthPt / 72) * (page.heightPt / 72));
    if (cover < MIN_IMAGE_COVER) continue;
    const dpi = Math.min(xppi, yppi) / printScale(format, page);
    if (dpi >= MIN_IMAGE_DPI) continue;
    count++;
    lowest = Math.min(lowest, dpi);
  }
  if (count === 0) return null;
  return warning('LOW_RESOLUTION_IMAGE', { dpi: Math.round(lowest), count });
}

/** A page whose every channel varies by less than this (of 255) at 400 px is empty to the eye. */
const BLANK_STDEV = 1.5;

/** Page 1 nearly uniform: every channel's standard deviation tiny on its 400 px image. */
export async function blankPage(smallImage: string): Promise<PreflightItem | null> {
  const { channels } = await sharp(smallImage).stats();
  if (channels.some((c) => c.stdev >= BLANK_STDEV)) return null;
  return warning('BLANK_PAGE', { page: 1 });
}
