// Without LibreOffice on PATH, a deck is refused with SLIDES_NOT_SUPPORTED (its own file: the answer is cached
// per process, and vitest gives each file its own modules).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { POSTERS, posterFixture } from '@server/test/poster-fixtures';
import { DEFAULT_RENDER_LIMITS, renderPosterFile, slidesSupported } from '@server/media';
import { inputFolder, rejection, removeInputFolders } from '@server/media/render.test-kit';

const savedPath = process.env.PATH;
const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'no-soffice-'));

beforeAll(() => {
  // A PATH with the programs the renderer runs, but not soffice.
  for (const program of ['prlimit', 'pdfinfo', 'pdftoppm', 'pdftotext', 'pdffonts', 'pdfimages'])
    fs.symlinkSync(`/usr/bin/${program}`, path.join(bin, program));
  process.env.PATH = bin;
});
afterAll(() => {
  process.env.PATH = savedPath;
  fs.rmSync(bin, { recursive: true, force: true });
  removeInputFolders();
});

it('answers that slides are not supported, and refuses a .pptx with SLIDES_NOT_SUPPORTED', async () => {
  expect(await slidesSupported()).toBe(false);
  const { dir, input } = inputFolder({ file: posterFixture(POSTERS.englishPptx) });
  const err = await rejection(
    renderPosterFile(input, 'pptx', dir, { format: 'free', limits: DEFAULT_RENDER_LIMITS }),
  );
  expect(err).toMatchObject({ code: 'SLIDES_NOT_SUPPORTED' });
  expect(fs.readdirSync(dir)).toEqual(['original.pptx']);
});
