// The uploads folder as media's storage: keys are paths under it, as the layout has always put them.
import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  assertKey,
  type LocalFile,
  type LocalFolder,
  type MediaStorage,
  type StoredFile,
} from '@server/media/storage';

/** Where received files wait: inside the uploads folder (same disk: adopted by a rename), never served or backed up. */
export const STAGING = '.incoming';
/** How the bucket storage's temporary copies for programs are named in the staging area (s3-storage.ts). */
export const TEMPORARY_COPY = 'local-';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files stay where they have always been (the static server reads the same folder, `root`), so existing data and
 * backups keep working. Every write goes beside its target and is renamed into place.
 */
export class LocalStorage implements MediaStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of a key. */
  pathOf(key: string): string {
    return path.join(this.root, ...assertKey(key).split('/'));
  }

  async put(key: string, data: Buffer, options: { exclusive?: boolean } = {}): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    if (options.exclusive) return fs.writeFile(file, data, { flag: 'wx' });
    const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.part`;
    await fs.writeFile(temp, data);
    await fs.rename(temp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    return fs.readFile(this.pathOf(key)).catch((err: unknown) => {
      if (missing(err)) return null;
      throw err;
    });
  }

  async stream(key: string): Promise<Readable | null> {
    const file = this.pathOf(key);
    if (!(await this.has(key))) return null;
    return createReadStream(file);
  }

  async has(key: string): Promise<boolean> {
    return fs.access(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async reachable(): Promise<boolean> {
    return fs.access(this.root, fs.constants.W_OK).then(
      () => true,
      () => false,
    );
  }

  async deleteFolder(prefix: string): Promise<void> {
    await fs.rm(this.pathOf(prefix), { recursive: true, force: true });
  }

  async list(prefix: string): Promise<StoredFile[]> {
    const cut = prefix.lastIndexOf('/');
    const folder = cut < 0 ? '' : prefix.slice(0, cut);
    const dir = folder ? this.pathOf(folder) : this.root;
    const names = (await fs.readdir(dir, { recursive: true }).catch(() => [] as string[])) as string[];
    const found: StoredFile[] = [];
    for (const name of names) {
      const key = [folder, ...name.split(path.sep)].filter(Boolean).join('/');
      if (!key.startsWith(prefix)) continue;
      const stat = await fs.stat(path.join(dir, name)).catch(() => null);
      if (stat?.isFile()) found.push({ key, size: stat.size, modifiedMs: stat.mtimeMs });
    }
    return found;
  }

  async folders(prefix: string): Promise<string[]> {
    const dir = prefix ? this.pathOf(prefix) : this.root;
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isDirectory()).map((e) => e.name);
  }

  async localFile(key: string): Promise<LocalFile> {
    return { path: this.pathOf(key), release: async () => {} };
  }

  async localFolder(prefix: string): Promise<LocalFolder> {
    const dir = this.pathOf(prefix);
    await fs.mkdir(dir, { recursive: true });
    return { path: dir, save: async () => {}, release: async () => {} };
  }

  stagingFile(): Promise<string> {
    return stagingFileIn(this.root);
  }

  stage(file: string): Promise<string> {
    return stageIn(this.root, file);
  }

  async adopt(key: string, file: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await moveFile(file, target);
  }
}

/** A rename; a file from another disk (an upload's own store) is copied beside, renamed, then removed there. */
/** A new path in the staging area under `root` (a local disk's: the folder's own, or an object store's scratch). */
export async function stagingFileIn(root: string): Promise<string> {
  const dir = path.join(root, STAGING);
  await fs.mkdir(dir, { recursive: true });
  return path.join(dir, crypto.randomBytes(16).toString('hex'));
}

/** Moves a received local file into the staging area under `root`; answers its staged path. */
export async function stageIn(root: string, file: string): Promise<string> {
  const staged = await stagingFileIn(root);
  await moveFile(file, staged);
  return staged;
}

export async function moveFile(from: string, to: string): Promise<void> {
  try {
    await fs.rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await fs.copyFile(from, `${to}.part`);
    await fs.rename(`${to}.part`, to);
    await fs.rm(from, { force: true });
  }
}
