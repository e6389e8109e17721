// The images a poster spreadsheet names: fetched or read, checked to be images, and stored, before the import's
// transaction. A URL that cannot be fetched is kept on its poster as an image still to fetch (pending, tried
// again by the image-fetch job; or failed, when trying again cannot help) and reported as a row warning.
import pLimit from 'p-limit';
import type { RowError } from '@shared/contracts/imports';
import { type ImageRecord, type PlacedImage, showValue } from '@server/modules/posters';
import { inspectImage, isPictureRefusal, mediaStorage, storeOriginal } from '@server/media';
import type { Config } from '@server/config';
import type { FetchFailure } from '@shared/contracts/imports';
import { fetchImageBytes, FetchRefused, publicOrLoopback, type FetchOptions } from './image-fetch';
import type { SheetPoster } from './import-rows';

export type ImportMedia = { uploadsDir: string; fetch: FetchOptions };

/** Where images go and the fetch's limits (docs/decisions/025-image-pipeline.md), for imports and their jobs. */
export function importMediaOf(config: Config): ImportMedia {
  return {
    uploadsDir: config.uploadsDir,
    fetch: {
      maxBytes: config.maxUploadBytes,
      timeoutMs: 15_000,
      maxRedirects: 3,
      ...(config.imageFetchAllowPrivateForTests ? { allowAddress: publicOrLoopback } : {}),
    },
  };
}

/** A sheet's image entry ("/uploads/..." or an http(s) URL) and, for a fetched one, the stored copy's path. */
export const sourceOf = (image: ImageRecord) => image.source_url ?? image.url;

/** An image URL the import could not fetch: kept at its place in the sheet's list, with why. */
export type Unfetched = {
  source_url: string;
  position: number;
  permanent: boolean;
  error: string;
  why: FetchFailure | null;
};

/** Fetches at once: a sheet naming hundreds of images on a slow host does not take hundreds of timeouts in a row. */
const FETCHES_AT_ONCE = 4;

/** Hosts that failed as a whole in this import: a sheet naming 3,000 images on a dead host tries it once. */
type HostFailures = Map<string, FetchRefused>;

const isRemote = (ref: string) => /^https?:\/\//i.test(ref);

/**
 * Fetches an http(s) image URL within image-fetch.ts's limits, checks that it is an image and stores its copy
 * (the import and the image-fetch job share this). Throws FetchRefused; `permanent` when it is no image.
 */
export async function fetchRemoteImage(
  ref: string,
  projectId: number,
  media: ImportMedia,
  failed: HostFailures = new Map(),
): Promise<ImageRecord> {
  const host = new URL(ref).host;
  const earlier = failed.get(host);
  if (earlier) throw earlier;
  let data: Buffer;
  try {
    data = await fetchImageBytes(ref, media.fetch);
  } catch (err) {
    if (err instanceof FetchRefused && err.hostWide) failed.set(host, err);
    throw err;
  }
  const facts = await inspectImage(data).catch((err: unknown) => {
    throw isPictureRefusal(err)
      ? new FetchRefused({ code: 'NOT_AN_IMAGE' }, `it is ${err.message}`, false, true)
      : err;
  });
  const url = await storeOriginal(mediaStorage(media.uploadsDir), projectId, facts, data);
  return {
    url,
    source_url: ref,
    hash: facts.hash,
    width: facts.width,
    height: facts.height,
    derived_at: null,
  };
}

async function readLocal(ref: string, media: ImportMedia): Promise<ImageRecord> {
  // The worker resolved the path inside the uploads folder (and, on the folder, saw the file).
  const data = await mediaStorage(media.uploadsDir)
    .get(ref.slice('/uploads/'.length))
    .catch(() => null);
  if (!data) throw new Error('the file could not be read');
  const facts = await inspectImage(data).catch((err: unknown) => {
    throw isPictureRefusal(err) ? new Error(`it is ${err.message}`) : err;
  });
  return {
    url: ref,
    source_url: null,
    hash: facts.hash,
    width: facts.width,
    height: facts.height,
    derived_at: null,
  };
}

function warningOf(row: number, ref: string, got: Error, pending: boolean): RowError {
  const remote = isRemote(ref);
  if (!remote)
    return {
      row,
      code: 'IMAGE_LEFT_OUT',
      column: 'image_urls',
      params: { url: ref },
      reason: `image ${showValue(ref)} was left out: ${got.message}`,
    };
  return {
    row,
    code: pending ? 'IMAGE_FETCH_PENDING' : 'IMAGE_FETCH_FAILED',
    column: 'image_urls',
    params: { url: ref },
    reason: pending
      ? `image ${showValue(ref)} could not be fetched yet (${got.message}); it is kept and will be tried again`
      : `image ${showValue(ref)} could not be fetched (${got.message}); it is kept as failed and can be retried from the posters page`,
  };
}

/** What the project already has for a URL still to fetch: its state and last error. */
export type KnownUnfetched = Map<
  string,
  { status: 'pending' | 'failed'; error: string | null; why: FetchFailure | null }
>;

/**
 * Turns each row's image entries into stored images (each at its place in the row's list) and URLs still to
 * fetch. Entries the project already has (the same URL or path on any of its posters, fetched or still to
 * fetch) are reused as they are, so a re-import fetches nothing it has and adds no second entry still to fetch.
 * The derived sizes are made afterwards in the background (ImageWork.kick).
 */
export async function prepareImages(
  rows: { row: number; poster: SheetPoster }[],
  known: ImageRecord[],
  knownUnfetched: KnownUnfetched,
  projectId: number,
  media: ImportMedia,
): Promise<{
  images: Map<number, PlacedImage[]>;
  unfetched: Map<number, Unfetched[]>;
  warnings: RowError[];
}> {
  const bySource = new Map(known.map((r) => [sourceOf(r), r]));
  const limit = pLimit(FETCHES_AT_ONCE);
  const failed: HostFailures = new Map();
  const outcomes = new Map<string, Promise<ImageRecord | Error>>();
  for (const { poster } of rows) {
    for (const ref of poster.image_urls) {
      if (outcomes.has(ref)) continue;
      const have = bySource.get(ref);
      const still = knownUnfetched.get(ref);
      outcomes.set(
        ref,
        have
          ? Promise.resolve(have)
          : still
            ? Promise.resolve(
                new FetchRefused(
                  still.why,
                  still.error ?? 'not fetched yet',
                  false,
                  still.status === 'failed',
                ),
              )
            : limit(() =>
                isRemote(ref) ? fetchRemoteImage(ref, projectId, media, failed) : readLocal(ref, media),
              ).catch((err: unknown) => (err instanceof Error ? err : new Error(String(err)))),
      );
    }
  }
  const done = new Map<string, ImageRecord | Error>();
  for (const [ref, outcome] of outcomes) done.set(ref, await outcome);

  const images = new Map<number, PlacedImage[]>();
  const unfetched = new Map<number, Unfetched[]>();
  const warnings: RowError[] = [];
  for (const { row, poster } of rows) {
    const list: PlacedImage[] = [];
    const later: Unfetched[] = [];
    for (const [position, ref] of poster.image_urls.entries()) {
      const got = done.get(ref)!;
      if (!(got instanceof Error)) {
        list.push({ ...got, position });
        continue;
      }
      // Anything but a FetchRefused marked permanent may be a host that comes back: tried again.
      const permanent = got instanceof FetchRefused && got.permanent;
      warnings.push(warningOf(row, ref, got, !permanent));
      if (isRemote(ref))
        later.push({
          source_url: ref,
          position,
          permanent,
          error: got.message,
          why: got instanceof FetchRefused ? got.why : null,
        });
    }
    images.set(row, list);
    unfetched.set(row, later);
  }
  return { images, unfetched, warnings };
}
