// The images a poster spreadsheet names: fetched or read, checked to be images, and stored, before the import's
// transaction; one that fails is a row warning and is left out of its poster.
import fs from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import type { RowError } from '@shared/contracts/imports';
import { showValue } from '../posters/media-paths';
import { inspectImage, NotAnImage, storeOriginal } from '../posters/image-pipeline';
import type { ImageRecord } from '../posters/poster-images.repository';
import { fetchImageBytes, FetchRefused, type FetchOptions } from './image-fetch';
import type { SheetPoster } from './import-rows';

export type ImportMedia = { uploadsDir: string; fetch: FetchOptions };

/** A sheet's image entry ("/uploads/..." or an http(s) URL) and, for a fetched one, the stored copy's path. */
export const sourceOf = (image: ImageRecord) => image.source_url ?? image.url;

/** Fetches at once: a sheet naming hundreds of images on a slow host does not take hundreds of timeouts in a row. */
const FETCHES_AT_ONCE = 4;

/** Hosts that failed as a whole in this import: a sheet naming 3,000 images on a dead host tries it once. */
type HostFailures = Map<string, FetchRefused>;

async function fetchOnce(ref: string, media: ImportMedia, failed: HostFailures): Promise<Buffer> {
  const host = new URL(ref).host;
  const earlier = failed.get(host);
  if (earlier) throw earlier;
  try {
    return await fetchImageBytes(ref, media.fetch);
  } catch (err) {
    if (err instanceof FetchRefused && err.hostWide) failed.set(host, err);
    throw err;
  }
}

async function readEntry(
  ref: string,
  projectId: number,
  media: ImportMedia,
  failed: HostFailures,
): Promise<ImageRecord> {
  const remote = /^https?:\/\//i.test(ref);
  const data = remote
    ? await fetchOnce(ref, media, failed)
    : // The worker resolved the path inside the uploads folder and saw the file.
      await fs.readFile(path.join(media.uploadsDir, ref.slice('/uploads/'.length))).catch(() => {
        throw new Error('the file could not be read');
      });
  const facts = await inspectImage(data).catch((err: unknown) => {
    throw err instanceof NotAnImage ? new Error(`it is ${err.message}`) : err;
  });
  const url = remote ? await storeOriginal(media.uploadsDir, projectId, facts, data) : ref;
  return {
    url,
    source_url: remote ? ref : null,
    hash: facts.hash,
    width: facts.width,
    height: facts.height,
    derived_at: null,
  };
}

/**
 * Turns each row's image entries into stored images. Entries the project already has (the same URL or path on
 * any of its posters) are reused as they are, so a re-import fetches nothing it has. The derived sizes are made
 * afterwards in the background (ImageWork.kick).
 */
export async function prepareImages(
  rows: { row: number; poster: SheetPoster }[],
  known: ImageRecord[],
  projectId: number,
  media: ImportMedia,
): Promise<{ images: Map<number, ImageRecord[]>; warnings: RowError[] }> {
  const bySource = new Map(known.map((r) => [sourceOf(r), r]));
  const limit = pLimit(FETCHES_AT_ONCE);
  const failed: HostFailures = new Map();
  const outcomes = new Map<string, Promise<ImageRecord | Error>>();
  for (const { poster } of rows) {
    for (const ref of poster.image_urls) {
      const have = bySource.get(ref);
      if (outcomes.has(ref)) continue;
      outcomes.set(
        ref,
        have
          ? Promise.resolve(have)
          : limit(() => readEntry(ref, projectId, media, failed)).catch((err: unknown) =>
              err instanceof Error ? err : new Error(String(err)),
            ),
      );
    }
  }
  const done = new Map<string, ImageRecord | Error>();
  for (const [ref, outcome] of outcomes) done.set(ref, await outcome);

  const images = new Map<number, ImageRecord[]>();
  const warnings: RowError[] = [];
  for (const { row, poster } of rows) {
    const list: ImageRecord[] = [];
    for (const ref of poster.image_urls) {
      const got = done.get(ref)!;
      if (got instanceof Error)
        warnings.push({
          row,
          code: 'IMAGE_LEFT_OUT',
          column: 'image_urls',
          params: { url: ref },
          reason: `image ${showValue(ref)} was left out: ${got.message}`,
        });
      else list.push(got);
    }
    images.set(row, list);
  }
  return { images, warnings };
}
