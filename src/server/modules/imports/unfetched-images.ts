// An import's image URLs still to fetch, written in its transaction: kept on their posters, with their jobs.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import type { Unfetched } from './import-images';
import { imageFetchBackoff, queueImageFetches } from './image-fetch-job';
import {
  deleteImageFetchesExcept,
  insertImageFetches,
  updateImageFetchRow,
  writeWhy,
  type ImageFetchRow,
} from './image-fetches.repository';

/**
 * New entries: the import's try counts as the first; one that may come back gets a job after the first wait,
 * one that cannot (not an image, a refused address) is failed at once and waits for the organiser's retry.
 */
export async function addUnfetched(
  trx: Kysely<DB>,
  projectId: number,
  list: (Unfetched & { posterId: number })[],
  firstRetryMs: number,
): Promise<void> {
  if (list.length === 0) return;
  const at = new Date();
  const ids = await insertImageFetches(
    trx,
    list.map((u) => ({
      project_id: projectId,
      poster_id: u.posterId,
      source_url: u.source_url,
      position: u.position,
      status: u.permanent ? 'failed' : 'pending',
      attempts: 1,
      error: u.error,
      error_why: writeWhy(u.why),
      next_try_at: null,
      job_key: null,
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
    })),
  );
  const runAt = new Date(at.getTime() + imageFetchBackoff(firstRetryMs)(1));
  await queueImageFetches(
    trx,
    projectId,
    ids.filter((_id, i) => !list[i]!.permanent).map((id) => ({ id, runAt })),
  );
}

/**
 * A poster whose images a re-import changed: entries the sheet no longer names go, the ones it names again stay
 * as they are (their job goes on; their place follows the sheet), new ones are added.
 */
export async function syncUnfetched(
  trx: Kysely<DB>,
  projectId: number,
  posterId: number,
  list: Unfetched[],
  existing: ImageFetchRow[],
  firstRetryMs: number,
): Promise<void> {
  await deleteImageFetchesExcept(
    trx,
    posterId,
    list.map((u) => u.source_url),
  );
  const bySource = new Map(existing.map((e) => [e.source_url, e]));
  const added: (Unfetched & { posterId: number })[] = [];
  for (const u of list) {
    const have = bySource.get(u.source_url);
    if (!have) added.push({ ...u, posterId });
    else if (have.position !== u.position) await updateImageFetchRow(trx, have.id, { position: u.position });
  }
  await addUnfetched(trx, projectId, added, firstRetryMs);
}
