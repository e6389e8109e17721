// Slide decks (.pptx, .ppt, .odp) to PDF with LibreOffice, one private profile per conversion.
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CONVERTED_PDF } from '@server/media/sizes';
import { budgetSpent, pastBudget, programBounds } from '@server/media/limits';
import { MediaRefused } from '@server/media/errors';
import type { RenderBudget } from '@server/media/render-types';
import { exceededBounds, runProgram } from '@server/media/programs';

let supported: Promise<boolean> | undefined;
let isolated: Promise<boolean> | undefined;

/**
 * Whether a conversion can run without a network: `unshare -rn` (a user namespace with a network namespace of
 * its own, no root needed where the kernel allows user namespaces). A deck may link pictures by URL, and
 * LibreOffice would fetch them: from inside the server's network, that is a request forgery. Asked once.
 */
function networkIsolation(): Promise<boolean> {
  isolated ??= runProgram('unshare', ['-rn', 'true'], {
    timeoutMs: 10_000,
    memoryMb: 256,
    maxOutputBytes: 1024,
  })
    .then((run) => run.code === 0)
    .catch(() => false);
  return isolated;
}

/**
 * Whether slide conversion here runs without a network (false also where there is no LibreOffice: nothing runs).
 * Where it cannot, the server warns at start: its operator should block the server's outbound traffic.
 */
export async function slidesIsolated(): Promise<boolean> {
  return (await slidesSupported()) && (await networkIsolation());
}

/** Each conversion's temporary folder: `<tmp>/poster-soffice-<random>`. */
const WORK_PREFIX = 'poster-soffice-';

/**
 * Removes conversion folders a crash left in `tmpDir` (a killed server cannot remove its own), once older than
 * `graceMs`: a conversion ends within its time budget, far younger. Run at start; answers how many went.
 */
export async function removeLeftoverConversions(tmpDir = os.tmpdir(), graceMs = 3600_000): Promise<number> {
  let removed = 0;
  for (const name of await fs.readdir(tmpDir).catch(() => [] as string[])) {
    if (!name.startsWith(WORK_PREFIX)) continue;
    const folder = path.join(tmpDir, name);
    const stat = await fs.lstat(folder).catch(() => null);
    if (!stat?.isDirectory() || Date.now() - stat.mtimeMs < graceMs) continue;
    await fs.rm(folder, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/** Whether LibreOffice's `soffice` is on PATH (asked once per process). */
export function slidesSupported(): Promise<boolean> {
  supported ??= (async () => {
    for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
      try {
        await fs.access(path.join(dir, 'soffice'), constants.X_OK);
        return true;
      } catch {
        // Not in this folder.
      }
    }
    return false;
  })();
  return supported;
}

/**
 * Converts a deck to `converted.pdf` beside it (dirname(input)). Each conversion gets its own LibreOffice profile and HOME in a
 * fresh temporary folder (two at once would otherwise share, and lock, one profile), removed after. A deck
 * LibreOffice cannot open, or a conversion past the bounds, is RENDER_FAILED.
 */
export async function convertSlides(input: string, limits: RenderBudget): Promise<string> {
  if (!(await slidesSupported()))
    throw new MediaRefused('SLIDES_NOT_SUPPORTED', 'LibreOffice is not installed on this server');
  const work = await fs.mkdtemp(path.join(os.tmpdir(), WORK_PREFIX));
  try {
    const home = path.join(work, 'home');
    const out = path.join(work, 'out');
    await fs.mkdir(home);
    await fs.mkdir(out);
    // A name of our own: the converted file is named after the input, whatever the upload was called.
    const deck = path.join(work, `deck${path.extname(input).toLowerCase() || '.bin'}`);
    await fs.copyFile(input, deck);
    const offline = await networkIsolation();
    const run = await runProgram(
      offline ? 'unshare' : 'soffice',
      [
        ...(offline ? ['-rn', 'soffice'] : []),
        `-env:UserInstallation=file://${path.join(work, 'profile')}`,
        '--headless',
        '--norestore',
        '--nolockcheck',
        '--nodefault',
        '--convert-to',
        'pdf',
        '--outdir',
        out,
        deck,
      ],
      {
        ...programBounds(limits, 64 * 1024),
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, LANG: 'C.UTF-8' },
        cwd: work,
      },
    );
    const produced = path.join(out, `${path.basename(deck, path.extname(deck))}.pdf`);
    const made = await fs
      .stat(produced)
      .then((s) => s.size > 0)
      .catch(() => false);
    if (run.timedOut && budgetSpent(limits)) throw pastBudget(limits);
    if (run.timedOut) throw new MediaRefused('RENDER_FAILED', `soffice ran past ${limits.timeoutMs} ms`);
    if (!made) {
      const why = exceededBounds(run) ? ` within ${limits.memoryMb} MB` : '';
      throw new MediaRefused(
        'RENDER_FAILED',
        `LibreOffice could not convert the deck${why}: ${(run.stderr || run.stdout.toString()).trim().slice(0, 300)}`,
      );
    }
    const converted = path.join(path.dirname(input), CONVERTED_PDF);
    await fs.copyFile(produced, converted);
    return converted;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
