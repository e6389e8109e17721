// Where media keeps files: one interface (put, get, stream, delete, list by prefix, and what programs need), with
// the uploads folder (local-storage.ts; docs/decisions/073-media.md) and an S3-compatible bucket (s3-storage.ts;
// docs/decisions/080-object-storage.md) as its implementations, chosen in open-storage.ts.
import type { Readable } from 'node:stream';

/** One stored file: its key (a relative path, `/` between folders), its size and when it was last written. */
export type StoredFile = { key: string; size: number; modifiedMs: number };

/** A local copy of a stored file for a program that needs a path (poppler, LibreOffice); released after use. */
export type LocalFile = { path: string; release(): Promise<void> };

/**
 * A local folder a program writes its outputs into (the renderer's tiles and sizes); `save` stores what is in it
 * under the folder's prefix, `release` removes what is left of a local copy.
 */
export type LocalFolder = { path: string; save(): Promise<void>; release(): Promise<void> };

/**
 * Keys are the layout's relative paths (layout.ts): `<project>/images/<hash>-400.webp`,
 * `.originals/<project>/posters/<id>/submissions/<folder>/original.pdf`. A key never starts with `/`, holds no
 * `..` segment, no backslash and no NUL (assertKey). Keys whose first segment starts with a dot are never served.
 *
 * Programs need files, so the interface says what they get: `localFile` (the file itself here; an object store
 * downloads it to a temporary file and removes it on release) and `localFolder` (the stored folder itself here; an
 * object store gives a temporary folder and uploads it on save). A received upload is written by the server into
 * `stagingFile()` (a folder of its own, on the storage's disk here) and `adopt`ed under its key in the
 * transaction that records it: a rename here, quick inside a transaction.
 */
export interface MediaStorage {
  /** Writes `data` whole under `key` (a reader never sees half a file); `exclusive` fails if it exists. */
  put(key: string, data: Buffer, options?: { exclusive?: boolean }): Promise<void>;
  /** The bytes under `key`, or null. */
  get(key: string): Promise<Buffer | null>;
  /** The bytes under `key` as a stream, or null. */
  stream(key: string): Promise<Readable | null>;
  has(key: string): Promise<boolean>;
  /** Removes the file under `key` (nothing if there is none). */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix/` (a folder and all in it). */
  deleteFolder(prefix: string): Promise<void>;
  /** Every file whose key starts with `prefix` (a folder's with a trailing `/`), in no given order. */
  list(prefix: string): Promise<StoredFile[]>;
  /** The names of the folders directly inside `prefix` (`''`: the top). */
  folders(prefix: string): Promise<string[]>;
  /** A file for a program to read; see the interface's comment. */
  localFile(key: string): Promise<LocalFile>;
  /** A folder for a program to write into; see the interface's comment. */
  localFolder(prefix: string): Promise<LocalFolder>;
  /** A new path in the staging area, where a received file waits before it is adopted. */
  stagingFile(): Promise<string>;
  /**
   * Moves a received local file (from an upload's own store) into the staging area, outside any transaction (a
   * copy when it is on another disk); answers its staged path.
   */
  stage(file: string): Promise<string>;
  /** Moves a local file (a staged upload) in under `key`; the local file is gone after. */
  adopt(key: string, file: string): Promise<void>;
  /** Whether the files can be reached now (the folder writable, the bucket listed), answered within seconds. */
  reachable(): Promise<boolean>;
}

/** Whether a key stays inside the storage's root (what assertKey lets through). */
export const isStorageKey = (key: string): boolean => {
  try {
    assertKey(key);
    return true;
  } catch {
    return false;
  }
};

/** Refuses a key that could leave the storage's root. */
export function assertKey(key: string): string {
  // eslint-disable-next-line no-control-regex -- NUL is what is refused
  if (key === '' || key.startsWith('/') || /\\|\u0000/.test(key) || key.split('/').includes('..'))
    throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 200))}`);
  return key;
}
