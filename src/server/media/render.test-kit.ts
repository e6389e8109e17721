// Test helper: a folder per rendering holding its input, and readers of what a rendering left there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll } from 'vitest';
import type { PosterFormat } from '@shared/contracts/submissions';
import { DEFAULT_RENDER_LIMITS, detectPosterFile, renderPosterFile } from '@server/media';
import type { RenderLimits, RenderResult } from '@server/media/render-types';

const made: string[] = [];

/** A fresh folder holding a copy of `source` (or `bytes` named `name`), as the uploads folder would. */
export function inputFolder(source: { file: string } | { bytes: Buffer; name: string }): {
  dir: string;
  input: string;
} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-test-'));
  made.push(dir);
  if ('file' in source) {
    const input = path.join(dir, `original${path.extname(source.file)}`);
    fs.copyFileSync(source.file, input);
    return { dir, input };
  }
  const input = path.join(dir, source.name);
  fs.writeFileSync(input, source.bytes);
  return { dir, input };
}

/** Removes every folder inputFolder made (afterAll). */
export function removeInputFolders(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export type Rendered = RenderResult & { dir: string };

/** Renders a file as its detected kind into its own folder. */
export async function renderFile(
  source: { file: string } | { bytes: Buffer; name: string },
  format: PosterFormat = 'free',
  limits: RenderLimits = DEFAULT_RENDER_LIMITS,
): Promise<Rendered> {
  const { dir, input } = inputFolder(source);
  const kind = await detectPosterFile(input);
  if (!kind) throw new Error(`not a poster file: ${input}`);
  return { ...(await renderPosterFile(input, kind, dir, { format, limits })), dir };
}

/**
 * The file rendered once, before the tests of the describe calling this (beforeAll), for all of them to read: a
 * rendering of a real file takes seconds.
 */
export function renderedOnce(source: { file: string }, format: PosterFormat): Rendered {
  const rendered = {} as Rendered;
  beforeAll(async () => {
    Object.assign(rendered, await renderFile(source, format));
  });
  return rendered;
}

/** The rejection of a promise (fails when it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<Error & { code?: string }> {
  try {
    await promise;
  } catch (err) {
    return err as Error & { code?: string };
  }
  throw new Error('expected a refusal, but it rendered');
}

/** The size a .dzi file states, and its tile size. */
export function dziSize(file: string): { width: number; height: number; tileSize: number } {
  const xml = fs.readFileSync(file, 'utf8');
  const num = (attr: string) => Number(new RegExp(`${attr}="(\\d+)"`).exec(xml)?.[1]);
  return { width: num('Width'), height: num('Height'), tileSize: num('TileSize') };
}

export async function imageSize(file: string): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(file).metadata();
  return { width: width ?? 0, height: height ?? 0 };
}

/** Every file under `dir`, relative to it. */
export function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) =>
    fs.statSync(path.join(dir, f)).isFile(),
  );
}

/** An image's gray pixels at 64 x 64: a fingerprint to compare pictures by. */
export function grayPrint(image: string | Buffer): Promise<Buffer> {
  return sharp(image).resize(64, 64, { fit: 'fill' }).grayscale().raw().toBuffer();
}

/** Mean absolute difference of two gray prints (0: the same picture). */
export function printDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}
