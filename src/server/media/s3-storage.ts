// Media's storage on an S3-compatible object store (MinIO, NAVER Cloud Object Storage, AWS S3), chosen by
// STORAGE_URL (open-storage.ts; docs/decisions/080-object-storage.md). Keys are the layout's relative paths.
import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import pLimit from 'p-limit';
import { stageIn, STAGING, stagingFileIn, TEMPORARY_COPY } from '@server/media/local-storage';
import { exists, notFound, s3Client, status, type S3Settings } from '@server/media/s3-client';
import {
  assertKey,
  type LocalFile,
  type LocalFolder,
  type MediaStorage,
  type StoredFile,
} from '@server/media/storage';

/** A served object: what GetObject answered, for the `/uploads/` route (http/uploads.ts). */
export type OpenedObject =
  /** Not modified (the client's ETag is the object's), or a range past the end. */
  | { status: 304; etag: string | undefined; lastModified: Date | undefined }
  | { status: 416; etag: undefined; lastModified: undefined }
  | {
      status: 200 | 206;
      /** None for a HEAD. */
      body: Readable | null;
      size: number;
      etag: string | undefined;
      lastModified: Date | undefined;
      contentRange: string | undefined;
    };

/** Files uploaded at once by `LocalFolder.save` (a page's tiles are hundreds of small files). */
const UPLOADS_AT_ONCE = 8;

/**
 * The bucket (under the settings' prefix) holds every file; `scratch` (the uploads folder's place on this machine)
 * holds only what programs and uploads need on disk for a while: the staging area and temporary copies.
 */
export class S3Storage implements MediaStorage {
  readonly settings: S3Settings;
  readonly client: S3Client;
  private readonly scratch: string;
  private readonly pageSize: number | undefined;

  /** `pageSize`: names a listing asks for at a time (the server's own most, 1000, unless a test pages sooner). */
  constructor(settings: S3Settings, scratch: string, options: { client?: S3Client; pageSize?: number } = {}) {
    this.settings = settings;
    this.client = options.client ?? s3Client(settings);
    this.scratch = path.resolve(scratch);
    this.pageSize = options.pageSize;
  }

  /** The object name of a key. */
  private name(key: string): string {
    return this.settings.prefix + assertKey(key);
  }

  private get bucket() {
    return this.settings.bucket;
  }

  async put(key: string, data: Buffer, options: { exclusive?: boolean } = {}): Promise<void> {
    await this.write(key, data, data.length, options.exclusive ?? false);
  }

  /** One PutObject: the object appears whole when the request ends, or not at all. */
  private async write(key: string, body: Buffer | Readable, length: number, exclusive: boolean) {
    const Key = this.name(key);
    const conditional = exclusive && this.settings.conditionalWrites;
    // Checked first on every server (one that ignores If-None-Match still refuses a key it already has); the
    // conditional header then closes the race between the check and the write where the server honours it.
    if (exclusive && (await this.has(key))) throw exists(key);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key,
          Body: body,
          ContentLength: length,
          IfNoneMatch: conditional ? '*' : undefined,
        }),
      );
    } catch (err) {
      if (conditional && status(err) === 412) throw exists(key);
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    const opened = await this.stream(key);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async stream(key: string): Promise<Readable | null> {
    const Key = this.name(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key }));
      return res.Body as Readable;
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  /**
   * An object for serving, with a byte range (`Range: bytes=...`) and the client's `If-None-Match` passed on;
   * null when there is none.
   */
  async open(
    key: string,
    request: { range?: string; ifNoneMatch?: string; head?: boolean } = {},
  ): Promise<OpenedObject | null> {
    const Bucket = this.bucket;
    const Key = this.name(key);
    const IfNoneMatch = request.ifNoneMatch;
    try {
      // A HEAD asks for the object's facts only (its whole length; no range), never its bytes.
      const res = request.head
        ? await this.client.send(new HeadObjectCommand({ Bucket, Key, IfNoneMatch }))
        : await this.client.send(new GetObjectCommand({ Bucket, Key, IfNoneMatch, Range: request.range }));
      const contentRange = 'ContentRange' in res ? res.ContentRange : undefined;
      return {
        status: contentRange ? 206 : 200,
        body: 'Body' in res ? (res.Body as Readable) : null,
        size: res.ContentLength ?? 0,
        etag: res.ETag,
        lastModified: res.LastModified,
        contentRange,
      };
    } catch (err) {
      if (status(err) === 304) return { status: 304, etag: IfNoneMatch, lastModified: undefined };
      if (status(err) === 416) return { status: 416, etag: undefined, lastModified: undefined };
      if (notFound(err)) return null;
      throw err;
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.name(key) }));
      return true;
    } catch (err) {
      if (notFound(err)) return false;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.name(key) }));
  }

  async deleteFolder(prefix: string): Promise<void> {
    const folder = `${assertKey(prefix.replace(/\/+$/, ''))}/`;
    // Listed whole first, then deleted by the thousand (DeleteObjects' most): a listing is never paged while
    // the objects it pages over are being removed.
    const keys = (await this.list(folder)).map((f) => this.name(f.key));
    for (let i = 0; i < keys.length; i += 1000) {
      const res = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = res.Errors?.filter((e) => e.Code !== 'NoSuchKey') ?? [];
      if (failed.length) throw new Error(`Could not delete ${failed[0]!.Key}: ${failed[0]!.Message}`);
    }
  }

  /** Every page of a listing (ListObjectsV2 answers 1000 names at most at a time). */
  /** One listing of a single key under the prefix, given up after five seconds. */
  async reachable(): Promise<boolean> {
    try {
      await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.settings.prefix, MaxKeys: 1 }),
        { abortSignal: AbortSignal.timeout(5000) },
      );
      return true;
    } catch {
      return false;
    }
  }

  private async *pages(prefix: string, delimiter?: string) {
    let token: string | undefined;
    do {
      const res = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.settings.prefix + prefix,
          Delimiter: delimiter,
          ContinuationToken: token,
          MaxKeys: this.pageSize,
        }),
      );
      yield res;
      token = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (token);
  }

  async list(prefix: string): Promise<StoredFile[]> {
    if (prefix) assertKey(prefix);
    const found: StoredFile[] = [];
    const cut = this.settings.prefix.length;
    for await (const page of this.pages(prefix))
      for (const o of page.Contents ?? [])
        if (o.Key)
          found.push({
            key: o.Key.slice(cut),
            size: o.Size ?? 0,
            modifiedMs: o.LastModified?.getTime() ?? 0,
          });
    return found;
  }

  async folders(prefix: string): Promise<string[]> {
    const folder = prefix.replace(/\/+$/, '');
    const within = folder ? `${assertKey(folder)}/` : '';
    const cut = this.settings.prefix.length + within.length;
    const names: string[] = [];
    for await (const page of this.pages(within, '/'))
      for (const p of page.CommonPrefixes ?? []) if (p.Prefix) names.push(p.Prefix.slice(cut, -1));
    return names;
  }

  /** A temporary folder of this storage's own on the machine's disk, beside the staging area. */
  private async temporary(): Promise<string> {
    const dir = path.join(
      this.scratch,
      STAGING,
      `${TEMPORARY_COPY}${crypto.randomBytes(12).toString('hex')}`,
    );
    await fs.mkdir(dir, { recursive: true });
    return dir;
  }

  /** Downloads the object to a temporary file named as the key's last segment (programs read its extension). */
  async localFile(key: string): Promise<LocalFile> {
    const body = await this.stream(key);
    if (!body) throw Object.assign(new Error(`ENOENT: not stored: ${key}`), { code: 'ENOENT' });
    const dir = await this.temporary();
    const file = path.join(dir, path.posix.basename(key));
    const release = () => fs.rm(dir, { recursive: true, force: true });
    try {
      await fs.writeFile(file, body);
    } catch (err) {
      body.destroy();
      await release();
      throw err;
    }
    return { path: file, release };
  }

  /** An empty temporary folder; `save` uploads every file in it under `prefix/`, by their relative paths. */
  async localFolder(prefix: string): Promise<LocalFolder> {
    const folder = assertKey(prefix.replace(/\/+$/, ''));
    const dir = await this.temporary();
    return {
      path: dir,
      save: async () => {
        const names = (await fs.readdir(dir, { recursive: true })) as string[];
        const limit = pLimit(UPLOADS_AT_ONCE);
        await Promise.all(
          names.map((name) =>
            limit(async () => {
              const file = path.join(dir, name);
              const stat = await fs.stat(file);
              if (!stat.isFile()) return;
              const key = `${folder}/${name.split(path.sep).join('/')}`;
              await this.write(key, createReadStream(file), stat.size, false);
            }),
          ),
        );
      },
      release: () => fs.rm(dir, { recursive: true, force: true }),
    };
  }

  stagingFile(): Promise<string> {
    return stagingFileIn(this.scratch);
  }

  stage(file: string): Promise<string> {
    return stageIn(this.scratch, file);
  }

  /** Uploads the staged file whole under `key`, then removes it (an upload, not a rename: seconds for 100 MB). */
  async adopt(key: string, file: string): Promise<void> {
    const stat = await fs.stat(file);
    await this.write(key, createReadStream(file), stat.size, false);
    await fs.rm(file, { force: true });
  }
}
