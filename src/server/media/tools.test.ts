import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { checkMediaTools, missingToolsLine } from './tools';
import { pathWithout } from './path-without.test-kit';

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const envWithout = (programs: string[]) => {
  const dir = pathWithout(programs);
  made.push(dir);
  return { ...process.env, PATH: dir };
};

describe("the machine's programs and fonts for poster files", () => {
  it('are all here on this machine (CI installs them): nothing to say at the start', async () => {
    const tools = await checkMediaTools();
    expect(tools).toEqual({ pdf: true, slides: true, korean_fonts: true, missing: [] });
    expect(missingToolsLine(tools)).toBeNull();
  });

  it('without pdftoppm: PDFs cannot be rendered, and the line says what to install', async () => {
    const tools = await checkMediaTools(envWithout(['pdftoppm']));
    expect(tools).toEqual({
      pdf: false,
      slides: true,
      korean_fonts: true,
      missing: [{ name: 'pdftoppm', package: 'poppler-utils' }],
    });
    expect(missingToolsLine(tools)).toBe(
      'Poster files: pdftoppm not found; PDF posters cannot be rendered. Install: apt-get install poppler-utils',
    );
  });

  it('without LibreOffice and fontconfig: decks and Korean fonts named, each package once', async () => {
    const tools = await checkMediaTools(envWithout(['soffice', 'fc-list']));
    expect(tools).toMatchObject({ pdf: true, slides: false, korean_fonts: false });
    expect(missingToolsLine(tools)).toBe(
      'Poster files: soffice, korean-fonts not found; slide decks (.pptx, .ppt, .odp) cannot be converted; ' +
        'Korean text in slide decks will be drawn without Korean fonts. ' +
        'Install: apt-get install libreoffice-impress-nogui fonts-noto-cjk',
    );
  });
});
