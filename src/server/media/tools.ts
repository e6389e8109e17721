// The programs the pipeline runs and the fonts it draws Korean with: are they on this machine? Checked once per
// process (docs/decisions/079-say-what-is-missing.md): the start prints what is missing, readiness names it, and
// the organiser's board and the presenter's page say what it means for poster files.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { MediaTools } from '@shared/contracts/health';

/** Each program, what it serves (PDF pages and their checks, slide decks) and the Debian package it comes in. */
const PROGRAMS = [
  { name: 'prlimit', serves: 'pdf', from: 'util-linux' },
  { name: 'pdfinfo', serves: 'pdf', from: 'poppler-utils' },
  { name: 'pdftoppm', serves: 'pdf', from: 'poppler-utils' },
  { name: 'pdftotext', serves: 'pdf', from: 'poppler-utils' },
  { name: 'pdffonts', serves: 'pdf', from: 'poppler-utils' },
  { name: 'pdfimages', serves: 'pdf', from: 'poppler-utils' },
  { name: 'soffice', serves: 'slides', from: 'libreoffice-impress-nogui' },
] as const;
const KOREAN_FONTS_FROM = 'fonts-noto-cjk';
/** fc-list answers in milliseconds once its cache is built; the first run on a fresh machine builds it. */
const FONT_LIST_TIMEOUT_MS = 30_000;

/** Whether `name` is an executable file in one of PATH's folders (as spawn would find it). */
function onPath(name: string, pathVar: string): boolean {
  return pathVar
    .split(path.delimiter)
    .filter(Boolean)
    .some((dir) => {
      try {
        fs.accessSync(path.join(dir, name), fs.constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}

/** Whether fontconfig knows a font with Korean glyphs (`fc-list :lang=ko`): no fontconfig, no fonts. */
function koreanFonts(env: NodeJS.ProcessEnv): Promise<boolean> {
  return new Promise((resolve) => {
    execFile('fc-list', [':lang=ko', 'family'], { env, timeout: FONT_LIST_TIMEOUT_MS }, (err, stdout) =>
      resolve(!err && stdout.trim() !== ''),
    );
  });
}

/** What is on this machine for poster files, and what is missing with the package that brings it. */
export async function checkMediaTools(env: NodeJS.ProcessEnv = process.env): Promise<MediaTools> {
  const pathVar = env.PATH ?? '';
  const absent = PROGRAMS.filter((p) => !onPath(p.name, pathVar));
  const fonts = await koreanFonts(env);
  const missing = [
    ...absent.map((p) => ({ name: p.name, package: p.from })),
    ...(fonts ? [] : [{ name: 'korean-fonts', package: KOREAN_FONTS_FROM }]),
  ];
  return {
    pdf: !absent.some((p) => p.serves === 'pdf'),
    slides: !absent.some((p) => p.name === 'soffice'),
    korean_fonts: fonts,
    missing,
  };
}

let checked: Promise<MediaTools> | null = null;

/** This process's answer, checked at its first call (the machine's programs do not change under it). */
export function mediaTools(): Promise<MediaTools> {
  checked ??= checkMediaTools();
  return checked;
}

/** The start's one line when something is missing, or null: what cannot be done, and what to install. */
export function missingToolsLine(tools: MediaTools): string | null {
  if (tools.missing.length === 0) return null;
  const cannot = [
    tools.pdf ? null : 'PDF posters cannot be rendered',
    tools.slides ? null : 'slide decks (.pptx, .ppt, .odp) cannot be converted',
    tools.korean_fonts ? null : 'Korean text in slide decks will be drawn without Korean fonts',
  ].filter(Boolean);
  const packages = [...new Set(tools.missing.map((m) => m.package))].join(' ');
  return `Poster files: ${tools.missing.map((m) => m.name).join(', ')} not found; ${cannot.join('; ')}. Install: apt-get install ${packages}`;
}
