// What pdfinfo says of a PDF, and the refusals decided before anything is rendered.
import { budgetSpent, MM_PER_PT, pastBudget, programBounds } from '@server/media/limits';
import { MediaRefused } from '@server/media/errors';
import type { RenderBudget } from '@server/media/render-types';
import { exceededBounds, programMissing, runProgram, type ProgramRun } from '@server/media/programs';

/** A page as the reader shows it: its size in points after its /Rotate. */
export type PdfPage = { number: number; widthPt: number; heightPt: number };

const INFO_OUTPUT = 1024 * 1024;

/**
 * How a poppler run that failed is told: past its bounds (RENDER_FAILED), the program missing (a passing failure
 * of the machine: a plain Error, the job retries), anything else: the file could not be read.
 */
export function failedRun(program: string, run: ProgramRun, limits: RenderBudget): Error {
  if (programMissing(run)) return new Error(`${program} is not installed: ${run.stderr.trim()}`);
  if (run.timedOut && budgetSpent(limits)) return pastBudget(limits);
  if (run.timedOut) return new MediaRefused('RENDER_FAILED', `${program} ran past ${limits.timeoutMs} ms`);
  if (exceededBounds(run))
    return new MediaRefused(
      'RENDER_FAILED',
      `${program} ended (${run.signal ?? `exit ${run.code}`}) within ${limits.memoryMb} MB: ${firstLine(run.stderr)}`,
    );
  return new MediaRefused('PDF_UNREADABLE', `${program} cannot read the file: ${firstLine(run.stderr)}`);
}

const firstLine = (text: string) => text.trim().split('\n')[0]?.slice(0, 300) ?? '';

async function pdfinfo(file: string, args: string[], limits: RenderBudget): Promise<string> {
  const run = await runProgram('pdfinfo', [...args, file], programBounds(limits, INFO_OUTPUT));
  if (run.code !== 0 && /incorrect password/i.test(run.stderr))
    throw new MediaRefused('PDF_ENCRYPTED', 'The PDF needs a password to be opened');
  if (run.code !== 0 || run.signal) throw failedRun('pdfinfo', run, limits);
  return run.stdout.toString('utf8');
}

/**
 * The pages of a PDF, refused before rendering when it needs a password (PDF_ENCRYPTED), has no pages or cannot be
 * read (PDF_UNREADABLE), has more than limits.maxPages (TOO_MANY_PAGES), or a page longer than limits.maxPageMm
 * (PAGE_TOO_LARGE). The page count is read first, so a 10,000-page file is refused without listing its pages.
 * `firstPages` lists (and checks) only that many from the first (the hall plan takes page 1).
 */
export async function readPdfPages(
  file: string,
  limits: RenderBudget,
  firstPages = Infinity,
): Promise<PdfPage[]> {
  const summary = await pdfinfo(file, [], limits);
  const count = Number(/^Pages:\s+(\d+)/m.exec(summary)?.[1] ?? NaN);
  if (!Number.isFinite(count) || count < 1) throw new MediaRefused('PDF_UNREADABLE', 'The PDF has no pages');
  if (count > limits.maxPages)
    throw new MediaRefused(
      'TOO_MANY_PAGES',
      `The PDF has ${count} pages; at most ${limits.maxPages} are taken`,
    );
  const listed = Math.min(count, firstPages);
  const detail = await pdfinfo(file, ['-f', '1', '-l', String(listed)], limits);
  const pages: PdfPage[] = [];
  for (let n = 1; n <= listed; n++) {
    const size = new RegExp(`^Page\\s+${n} size:\\s+([\\d.]+) x ([\\d.]+) pts`, 'm').exec(detail);
    const rot = Number(new RegExp(`^Page\\s+${n} rot:\\s+(-?\\d+)`, 'm').exec(detail)?.[1] ?? 0);
    const w = Number(size?.[1]);
    const h = Number(size?.[2]);
    if (!size || !(w > 0) || !(h > 0)) throw new MediaRefused('PDF_UNREADABLE', `Page ${n} has no size`);
    const turned = ((rot % 360) + 360) % 180 === 90;
    const page = { number: n, widthPt: turned ? h : w, heightPt: turned ? w : h };
    const longMm = Math.max(w, h) * MM_PER_PT;
    if (longMm > limits.maxPageMm)
      throw new MediaRefused(
        'PAGE_TOO_LARGE',
        `Page ${n} is ${Math.round(w * MM_PER_PT)} x ${Math.round(h * MM_PER_PT)} mm; at most ${limits.maxPageMm} mm a side`,
      );
    pages.push(page);
  }
  return pages;
}
