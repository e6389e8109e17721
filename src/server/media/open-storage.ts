// Which storage an uploads folder is: the one place that chooses (docs/decisions/073-media.md).
import { LocalStorage } from '@server/media/local-storage';
import type { MediaStorage } from '@server/media/storage';

const opened = new Map<string, MediaStorage>();

/**
 * The storage of an uploads folder: the local folder today. Where another implementation (object storage) comes,
 * it is chosen here, from the configuration, and every caller keeps calling this.
 */
export function mediaStorage(uploadsDir: string): MediaStorage {
  let storage = opened.get(uploadsDir);
  if (!storage) {
    storage = new LocalStorage(uploadsDir);
    opened.set(uploadsDir, storage);
  }
  return storage;
}
