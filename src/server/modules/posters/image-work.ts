// Making derived image sizes: at once for an upload, and as jobs (kind image-sizes) for images still waiting.
import path from 'node:path';
import type { Kysely } from 'kysely';
import pLimit from 'p-limit';
import { z } from 'zod';
import { enqueueMany, type Job, jobKind, type JobLog, type JobRunner } from '@server/modules/jobs';
import type { DB } from '@server/db/schema';
import { deriveSizes, imagesFolder, inspectImage, mediaStorage, MediaRefused } from '@server/media';
import { selectImagesInUse, updateImageSizes, selectPendingImages } from './poster-images.repository';

/** The job kind that derives one image row's sizes in the background (declared in posters.jobs.ts). */
export const IMAGE_SIZES_JOB = 'image-sizes';
export const imageSizesJob = jobKind({
  name: IMAGE_SIZES_JOB,
  payload: z.object({ imageId: z.number().int(), url: z.string() }),
});
type ImageSizesPayload = z.infer<typeof imageSizesJob.payload>;

/**
 * Deriving an image takes about 0.4 s of one core (a 12-megapixel JPEG; decision 025). One image at a time, on
 * sharp's own thread: requests go on meanwhile. Uploads wait for their own images; images named by a spreadsheet
 * and images stored before migration 010 are derived by jobs (`kick` queues one per waiting row, keyed by its
 * project and row, so it is queued once; docs/decisions/040-job-queue.md): a crash mid-derivation resumes after
 * the restart. Until then the API names the original in their place.
 */
export class ImageWork {
  private readonly queue = pLimit(1);
  private kicking: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly uploadsDir: string,
    private readonly log: JobLog,
    private readonly jobs: JobRunner,
  ) {}

  /** Makes the derived sizes of one original now (in turn with the others). */
  derive(projectId: number, hash: string, data: Buffer): Promise<void> {
    return this.queue(() => deriveSizes(mediaStorage(this.uploadsDir), projectId, hash, data));
  }

  /** Queues the derivation of every image row whose sizes are not made yet, and wakes the runner. */
  kick(): void {
    if (this.closed) return;
    this.again = true;
    this.kicking ??= this.enqueuePending();
  }

  /** Resolves when no image derivation is queued or running in this process (tests wait on this). */
  async idle(): Promise<void> {
    while (this.kicking) await this.kicking;
    await this.jobs.idle(IMAGE_SIZES_JOB);
  }

  /** Stops queueing; the runner's close waits for the derivation running. */
  async close(): Promise<void> {
    this.closed = true;
    while (this.kicking) await this.kicking;
  }

  /**
   * Removes derived sizes and fetched originals no image of their project uses any more (deleted posters and
   * images leave them behind: they are shared by content). Files younger than `graceMs` stay: an import writes
   * its files before the transaction that names them. Run at start; answers how many files went.
   */
  async prune(graceMs = 3600_000): Promise<number> {
    const storage = mediaStorage(this.uploadsDir);
    let removed = 0;
    for (const dir of (await storage.folders('')).filter((d) => /^\d+$/.test(d))) {
      const projectId = Number(dir);
      const files = await storage.list(`${imagesFolder(projectId)}/`);
      if (files.length === 0) continue;
      const used = await selectImagesInUse(this.db, projectId);
      for (const { key, modifiedMs } of files) {
        const name = key.slice(imagesFolder(projectId).length + 1);
        const hash = /^([0-9a-f]{24})[-.]/.exec(name)?.[1];
        if (!hash || used.hashes.has(hash) || used.urls.has(`/uploads/${key}`)) continue;
        if (Date.now() - modifiedMs < graceMs) continue;
        await storage.delete(key);
        removed++;
      }
    }
    return removed;
  }

  private async enqueuePending(): Promise<void> {
    try {
      while (this.again && !this.closed) {
        this.again = false;
        for (let after = 0; ;) {
          const rows = await selectPendingImages(this.db, 500, after);
          if (rows.length === 0) break;
          await enqueueMany(
            this.db,
            imageSizesJob,
            rows.map((r) => ({
              projectId: r.project_id,
              payload: { imageId: r.id, url: r.url },
              key: `${IMAGE_SIZES_JOB}:${r.project_id}:${r.id}`,
            })),
          );
          after = rows.at(-1)!.id;
        }
        this.jobs.wake();
      }
    } catch (err) {
      this.log.warn(
        { err },
        'queueing poster images to derive failed; it is tried again at the next import or start',
      );
    } finally {
      this.kicking = null;
    }
  }

  /**
   * One image row's sizes. Idempotent: the files are named by content and written whole, and the row gets the
   * same values, so a run repeated after a crash changes nothing.
   */
  async deriveRow({ projectId, payload: row }: Job<ImageSizesPayload>): Promise<void> {
    try {
      const data = await readUpload(this.uploadsDir, row.url);
      const facts = await inspectImage(data);
      await this.derive(projectId!, facts.hash, data);
      await updateImageSizes(this.db, row.imageId, facts);
    } catch (err) {
      // Marked as tried, so it is not tried again on every pass; the page shows the original (or a placeholder).
      // A failure to record that throws, and the job is tried again.
      await updateImageSizes(this.db, row.imageId, null);
      this.log.warn(
        { url: row.url, reason: err instanceof Error ? err.message : String(err) },
        'a poster image could not be derived; it is shown as it is',
      );
    }
  }
}

/** The bytes of an uploads-folder file named by its site path; a path that leaves the folder is no image. */
async function readUpload(uploadsDir: string, url: string): Promise<Buffer> {
  const key = path.posix.normalize(url.slice('/uploads/'.length));
  if (key.startsWith('../') || key === '..' || key.startsWith('/'))
    throw new MediaRefused('NOT_AN_IMAGE', 'outside the uploads folder');
  const data = await mediaStorage(uploadsDir).get(key);
  if (!data) throw new Error(`${url} is not in the uploads folder`);
  return data;
}
