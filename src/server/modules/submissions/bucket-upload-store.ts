// The parts of a resumable upload kept in the media's bucket (decision 085), with the whole-object writes every
// S3-compatible server has (no multipart API): any instance takes the next request of an upload.
import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import type { MediaStorage } from '@server/media';

/** `<id>/info.json` the upload (size, metadata, when it began); `<id>/<offset>` each part, from its offset. */
const infoKey = (id: string) => `${id}/info.json`;
const partKey = (id: string, offset: number) => `${id}/${String(offset).padStart(15, '0')}`;
const PART = /\/\d{15}$/;

export class BucketUploadStore extends DataStore {
  constructor(
    private readonly media: MediaStorage,
    private readonly expiresMs: number,
  ) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration'];
  }

  override async create(upload: Upload): Promise<Upload> {
    upload.creation_date ??= new Date().toISOString();
    await this.media.put(infoKey(upload.id), Buffer.from(JSON.stringify(upload)), { exclusive: true });
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const info = await this.media.get(infoKey(id));
    if (!info) throw ERRORS.FILE_NOT_FOUND;
    const parts = await this.parts(id);
    return new Upload({ ...(JSON.parse(info.toString('utf8')) as Upload), offset: sum(parts) });
  }

  /**
   * A PATCH's bytes, written to a local file as they arrive and stored as one part. A request cut short keeps what
   * arrived, as a file store does: the next HEAD answers the offset after it.
   */
  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const file = await this.media.stagingFile();
    let received = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(null, chunk);
      },
    });
    const keep = async () => {
      if (received > 0) await this.media.adopt(partKey(id, offset), file);
      else await fs.rm(file, { force: true });
    };
    try {
      await pipeline(stream, count, createWriteStream(file));
    } catch (err) {
      await keep();
      throw err;
    }
    await keep();
    return offset + received;
  }

  override async remove(id: string): Promise<void> {
    if (!(await this.media.has(infoKey(id)))) throw ERRORS.FILE_NOT_FOUND;
    await this.media.deleteFolder(id);
  }

  override async declareUploadLength(): Promise<void> {
    throw ERRORS.UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION;
  }

  override getExpiration(): number {
    return this.expiresMs;
  }

  /** Removes the uploads begun longer ago than the expiration. */
  override async deleteExpired(): Promise<number> {
    const folder = BUCKET_FOLDER;
    let removed = 0;
    for (const name of await this.media.folders(folder)) {
      const id = `${folder}/${name}`;
      const info = await this.media.get(infoKey(id));
      const began = info
        ? Date.parse((JSON.parse(info.toString('utf8')) as Upload).creation_date ?? '')
        : NaN;
      if (Number.isFinite(began) && began + this.expiresMs > Date.now()) continue;
      await this.media.deleteFolder(id);
      removed++;
    }
    return removed;
  }

  /** The finished upload's bytes joined into one local file (its parts in order). */
  async joined(id: string, file: string): Promise<void> {
    await fs.writeFile(file, '');
    for (const part of await this.parts(id)) {
      const bytes = await this.media.stream(part.key);
      if (!bytes) throw ERRORS.FILE_NOT_FOUND;
      await pipeline(bytes, createWriteStream(file, { flags: 'a' }));
    }
  }

  private async parts(id: string) {
    const parts = (await this.media.list(`${id}/`)).filter((f) => PART.test(f.key));
    return parts.sort((a, b) => a.key.localeCompare(b.key));
  }
}

/** The bucket's uploads: a key whose first segment starts with a dot is never served. */
export const BUCKET_FOLDER = '.tus';
const sum = (parts: { size: number }[]) => parts.reduce((n, p) => n + p.size, 0);
