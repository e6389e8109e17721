// Which storage an uploads folder is: the one place that chooses (docs/decisions/073-media.md, 080-object-storage.md).
import { LocalStorage } from '@server/media/local-storage';
import { parseStorageUrl } from '@server/media/s3-client';
import { S3Storage } from '@server/media/s3-storage';
import type { MediaStorage } from '@server/media/storage';

const opened = new Map<string, MediaStorage>();

/**
 * Opens the configured storage of an uploads folder (the server's start, from STORAGE_URL): an S3-compatible
 * bucket when the URL names one, with the folder kept for temporary copies and staged uploads; the folder itself
 * otherwise. Every later `mediaStorage(uploadsDir)` answers it.
 */
export function openStorage(uploadsDir: string, storageUrl: string | undefined): MediaStorage {
  const storage = storageUrl
    ? new S3Storage(parseStorageUrl(storageUrl), uploadsDir)
    : new LocalStorage(uploadsDir);
  opened.set(uploadsDir, storage);
  return storage;
}

/** The storage of an uploads folder: the one opened for it, or the folder itself when none was (tools, tests). */
export function mediaStorage(uploadsDir: string): MediaStorage {
  let storage = opened.get(uploadsDir);
  if (!storage) {
    storage = new LocalStorage(uploadsDir);
    opened.set(uploadsDir, storage);
  }
  return storage;
}
