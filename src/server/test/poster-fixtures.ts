// Real poster files made by others, read from where they live beside the checkout (never copied in here).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of real poster files (`shared/fixtures/posters` beside the repository: PDFs from PowerPoint,
 * Keynote, LaTeX, Inkscape and Marp, a Korean poster with its .pptx, a 15-page Korean deck). `POSTER_FIXTURES`
 * names it explicitly; otherwise it is looked for beside this checkout and beside each folder above it. Tests
 * that need them fail when they are missing: a poster test that skips proves nothing.
 */
export function posterFixturesDir(): string {
  const fromEnv = process.env.POSTER_FIXTURES;
  if (fromEnv) return fromEnv;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'shared', 'fixtures', 'posters');
    if (fs.existsSync(path.join(candidate, 'SOURCES.md'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error(
    'The real poster files were not found: set POSTER_FIXTURES to the folder shared/fixtures/posters',
  );
}

/** The path of one real poster file, e.g. posterFixture('en-msat_pdftex_a0-portrait.pdf'). */
export function posterFixture(name: string): string {
  const file = path.join(posterFixturesDir(), name);
  if (!fs.existsSync(file)) throw new Error(`The real poster file ${name} is not in ${posterFixturesDir()}`);
  return file;
}

/** The files by what they are (see SOURCES.md beside them). */
export const POSTERS = {
  koreanPoster: 'ko-rna-poster_powerpoint365.pdf',
  koreanPptx: 'ko-rna-poster.pptx',
  koreanSlides15: 'ko-rna-slides_15pages.pdf',
  a0Keynote: 'en-lmsteer-acl2024_keynote_a0-portrait.pdf',
  a0PdfTex: 'en-msat_pdftex_a0-portrait.pdf',
  a0Landscape: 'en-lu-tikzposter_xetex_a0-landscape.pdf',
  wideMac: 'en-online-norm-neurips2019_powerpoint-mac_48x24in-landscape.pdf',
  inkscape: 'en-stable-nalu-iclr2020_inkscape_36x48in-portrait.pdf',
  fontsNotEmbedded: 'en-cuboulder-gemini_lualatex_landscape.pdf',
  marp: 'en-cuboulder_marp-chromium_landscape.pdf',
  englishPptx: 'en-cuboulder-template.pptx',
} as const;
