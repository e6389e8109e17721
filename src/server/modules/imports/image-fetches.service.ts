// The organiser's images still to fetch: the list (all of the project's, or one poster's) and the retries.
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema';
import { notFound } from '@server/errors';
import type { ImageFetch, ImageFetchList } from '@shared/contracts/imports';
import { queueImageFetches } from './image-fetch-job';
import {
  lockImageFetch,
  lockImageFetchesOfProject,
  readWhy,
  selectImageFetchList,
} from './image-fetches.repository';

async function imageFetchItems(db: Kysely<DB>, projectId: number, posterId?: number): Promise<ImageFetch[]> {
  return (await selectImageFetchList(db, projectId, posterId)).map(({ error_why, ...row }) => ({
    ...row,
    why: readWhy(error_why),
  }));
}

export async function listImageFetches(
  db: Kysely<DB>,
  projectId: number,
  posterId?: number,
): Promise<ImageFetchList> {
  return { items: await imageFetchItems(db, projectId, posterId) };
}

/**
 * Tries the entry again now: a new job becomes its own (an older one, waiting out its backoff, then does
 * nothing), pending or failed alike. The runner is woken after the commit by the caller.
 */
export async function retryImageFetch(db: Kysely<DB>, projectId: number, id: number): Promise<ImageFetch> {
  await db.transaction().execute(async (trx) => {
    const entry = await lockImageFetch(trx, projectId, id);
    if (!entry) throw notFound('Image');
    await queueImageFetches(trx, projectId, [{ id, runAt: new Date() }]);
  });
  const row = (await imageFetchItems(db, projectId)).find((r) => r.id === id);
  if (!row) throw notFound('Image');
  return row;
}

/** Tries every entry of the project again now; answers how many. */
export async function retryAllImageFetches(db: Kysely<DB>, projectId: number): Promise<{ queued: number }> {
  return db.transaction().execute(async (trx) => {
    const entries = await lockImageFetchesOfProject(trx, projectId);
    const runAt = new Date();
    await queueImageFetches(
      trx,
      projectId,
      entries.map((e) => ({ id: e.id, runAt })),
    );
    return { queued: entries.length };
  });
}
