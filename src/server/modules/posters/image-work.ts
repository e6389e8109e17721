// The one queue that makes derived image sizes, and the background pass over images still waiting for them.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pLimit from 'p-limit';
import type { DB } from '@server/db/schema';
import { deriveSizes, imagesFolder, inspectImage, NotAnImage } from './image-pipeline';
import { selectImagesInUse, updateImageSizes, selectPendingImages } from './poster-images.repository';

type Log = { warn: (obj: object, msg: string) => void };

/**
 * Deriving an image takes about 0.4 s of one core (a 12-megapixel JPEG; decision 025). One image at a time, on
 * sharp's own thread: requests go on meanwhile. Uploads wait for their own images; images named by a spreadsheet
 * and images stored before migration 010 are derived in the background (`kick`), and until then the API names
 * the original in their place.
 */
export class ImageWork {
  private readonly queue = pLimit(1);
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly uploadsDir: string,
    private readonly log: Log,
  ) {}

  /** Makes the derived sizes of one original now (in turn with the others). */
  derive(projectId: number, hash: string, data: Buffer): Promise<void> {
    return this.queue(() => deriveSizes(this.uploadsDir, projectId, hash, data));
  }

  /** Starts (or extends) the background pass over image rows whose sizes are not made yet. */
  kick(): void {
    if (this.closed) return;
    this.again = true;
    this.running ??= this.loop();
  }

  /** Resolves when no background pass is running (tests wait on this; the server's close does too). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }

  /**
   * Removes derived sizes and fetched originals no image of their project uses any more (deleted posters and
   * images leave them behind: they are shared by content). Files younger than `graceMs` stay: an import writes
   * its files before the transaction that names them. Run at start; answers how many files went.
   */
  async prune(graceMs = 3600_000): Promise<number> {
    let removed = 0;
    const projects = await fs.readdir(this.uploadsDir).catch(() => [] as string[]);
    for (const dir of projects.filter((d) => /^\d+$/.test(d))) {
      const projectId = Number(dir);
      const folder = path.join(this.uploadsDir, imagesFolder(projectId));
      const files = await fs.readdir(folder).catch(() => [] as string[]);
      if (files.length === 0) continue;
      const used = await selectImagesInUse(this.db, projectId);
      for (const name of files) {
        const hash = /^([0-9a-f]{24})[-.]/.exec(name)?.[1];
        if (!hash || used.hashes.has(hash) || used.urls.has(`/uploads/${imagesFolder(projectId)}/${name}`))
          continue;
        const file = path.join(folder, name);
        const stat = await fs.stat(file).catch(() => null);
        if (!stat || Date.now() - stat.mtimeMs < graceMs) continue;
        await fs.rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  private async loop(): Promise<void> {
    try {
      while (this.again && !this.closed) {
        this.again = false;
        await this.drain();
      }
    } catch (err) {
      this.log.warn({ err }, 'deriving poster images stopped; it resumes with the next import or start');
    } finally {
      this.running = null;
    }
  }

  private async drain(): Promise<void> {
    for (;;) {
      const rows = await selectPendingImages(this.db, 20);
      if (rows.length === 0 || this.closed) return;
      for (const row of rows) {
        if (this.closed) return;
        await this.deriveRow(row);
      }
    }
  }

  private async deriveRow(row: { id: number; project_id: number; url: string }): Promise<void> {
    const root = path.resolve(this.uploadsDir);
    const file = path.resolve(root, row.url.slice('/uploads/'.length));
    try {
      if (!file.startsWith(root + path.sep)) throw new NotAnImage('outside the uploads folder');
      const data = await fs.readFile(file);
      const facts = await inspectImage(data);
      await this.derive(row.project_id, facts.hash, data);
      await updateImageSizes(this.db, row.id, facts);
    } catch (err) {
      // Marked as tried, so it is not tried again on every pass; the page shows the original (or a placeholder).
      await updateImageSizes(this.db, row.id, null);
      this.log.warn(
        { url: row.url, reason: err instanceof Error ? err.message : String(err) },
        'a poster image could not be derived; it is shown as it is',
      );
    }
  }
}
