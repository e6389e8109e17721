// The image-fetch job: an image URL a spreadsheet named that could not be fetched at its import, fetched again
// with backoff until it answers (docs/decisions/049-image-fetch-retries.md).
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '@server/db/schema';
import { lockRowInProject } from '@server/db/project-rows';
import { enqueueMany, type Job, jobKind, PermanentJobError } from '@server/modules/jobs';
import { type ImageWork, insertPosterImage, selectImagesOfPoster } from '@server/modules/posters';
import { getProjectState } from '@server/modules/projects';
import { FetchRefused } from './image-fetch';
import { fetchRemoteImage, sourceOf, type ImportMedia } from './import-images';
import {
  deleteImageFetchRow,
  findImageFetch,
  lockImageFetch,
  updateImageFetchRow,
  writeWhy,
} from './image-fetches.repository';

export const IMAGE_FETCH_JOB = 'image-fetch';
/** Tries by one job (the import's own try comes before): with a first wait of a minute, about 4 hours in all. */
export const IMAGE_FETCH_ATTEMPTS = 8;
const LONGEST_WAIT_MS = 2 * 3600_000;
export const imageFetchJob = jobKind({
  name: IMAGE_FETCH_JOB,
  payload: z.object({ fetchId: z.number().int() }),
  maxAttempts: IMAGE_FETCH_ATTEMPTS,
});
type ImageFetchPayload = z.infer<typeof imageFetchJob.payload>;

/** The wait before the next try after `attempts` failed ones: `firstMs`, doubling, at most two hours. */
export const imageFetchBackoff = (firstMs: number) => (attempts: number) =>
  Math.min(firstMs * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);

/**
 * The wait after a job's try `attempt` (1 for its first): the import's own try came before the job's, so the
 * job's first try is the URL's second, and waits 1, 2, 4 ... minutes follow the import's try, the job's first and
 * so on (the runner's backoff and the entry's next try both read it).
 */
export const waitAfterJobTry = (firstMs: number) => (attempt: number) =>
  imageFetchBackoff(firstMs)(attempt + 1);

/**
 * Queues one job for each entry (in the caller's transaction) and makes it the entry's job: a job with another
 * key (an earlier retry's) does nothing when it runs. Answers the keys.
 */
export async function queueImageFetches(
  trx: Kysely<DB>,
  projectId: number,
  entries: { id: number; runAt: Date }[],
): Promise<void> {
  const specs = entries.map((e) => ({
    projectId,
    payload: { fetchId: e.id },
    key: `${IMAGE_FETCH_JOB}:${projectId}:${e.id}:${crypto.randomBytes(6).toString('hex')}`,
    runAt: e.runAt,
  }));
  for (const [i, spec] of specs.entries()) {
    const at = entries[i]!.runAt.toISOString();
    await updateImageFetchRow(trx, entries[i]!.id, { job_key: spec.key, next_try_at: at, status: 'pending' });
  }
  await enqueueMany(trx, imageFetchJob, specs);
}

export type ImageFetchDeps = {
  db: Kysely<DB>;
  media: ImportMedia;
  images: ImageWork;
  /** The first wait after a failed try (IMAGE_FETCH_RETRY: a minute; tests 0). */
  firstRetryMs: number;
};

/**
 * Fetches the entry's URL with every check of image-fetch.ts. Fetched: in one transaction (the project shared,
 * so an import waits; the poster locked, so an edit of its images waits) the image joins its poster at the
 * sheet's place and the entry goes; its sizes are derived like an import's. Not fetched: the entry records the
 * try (attempts, error, next try or failed) and the job is tried again by the runner, at once failed when
 * trying again cannot help. Idempotent: a job that is no longer its entry's (a retry made another, the entry
 * or its poster went) does nothing; the stored copy is named by its content.
 */
export function imageFetchHandler(deps: ImageFetchDeps) {
  const backoff = waitAfterJobTry(deps.firstRetryMs);
  return async (job: Job<ImageFetchPayload>): Promise<void> => {
    const projectId = job.projectId!;
    const entry = await findImageFetch(deps.db, job.payload.fetchId);
    if (!entry || entry.job_key !== job.key || entry.project_id !== projectId) return;
    let image;
    try {
      image = await fetchRemoteImage(entry.source_url, projectId, deps.media);
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const why = err instanceof FetchRefused ? err.why : null;
      const permanent = err instanceof FetchRefused && err.permanent;
      const final = permanent || job.attempt >= IMAGE_FETCH_ATTEMPTS;
      const now = new Date();
      await updateImageFetchRow(
        deps.db,
        entry.id,
        {
          attempts: entry.attempts + 1,
          error,
          error_why: writeWhy(why),
          status: final ? 'failed' : 'pending',
          next_try_at: final ? null : new Date(now.getTime() + backoff(job.attempt)).toISOString(),
          updated_at: now.toISOString(),
        },
        job.key!,
      );
      throw permanent ? new PermanentJobError('IMAGE_NOT_FETCHED', error) : err;
    }
    const stored = await deps.db.transaction().execute(async (trx) => {
      await getProjectState(trx, projectId, 'share');
      const held = await lockImageFetch(trx, projectId, entry.id);
      if (!held || held.job_key !== job.key) return false;
      if (!(await lockRowInProject(trx, 'posters', projectId, held.poster_id, ['id']))) return false;
      const have = (await selectImagesOfPoster(trx, held.poster_id)).map(sourceOf);
      if (!have.includes(held.source_url)) await insertPosterImage(trx, held.poster_id, image, held.position);
      await deleteImageFetchRow(trx, held.id);
      return true;
    });
    if (stored) deps.images.kick();
  };
}
