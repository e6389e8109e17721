/** The service worker's caches, named once for the worker and the pages (docs/decisions/027-offline-judging.md). */

/** The app shell of one build: index.html and the JS and CSS a judge needs; replaced by the next build's. */
export const SHELL_CACHE_PREFIX = 'shell-';
/** Other hashed files fetched while using the app (chunks of other pages): never change. */
export const ASSET_CACHE = 'assets';
/**
 * The judge's data: the session, the project, the assigned posters with their criteria, and the poster images.
 * Personal: emptied when anyone logs in or out on the device.
 */
export const JUDGE_DATA_CACHE = 'judge-data';
/**
 * A paired kiosk's roster kept for the venue's network dropping (docs/decisions/057-kiosk-offline-and-live.md): the
 * roster's answers, each poster's deep-zoom descriptors, the tiles of its first levels, its pictures and narration.
 * Filled by the kiosk's page, bounded; emptied when the computer pairs with a screen again.
 */
export const KIOSK_CACHE = 'kiosk';
/** The message a kiosk page sends the worker to keep the kiosk's pages' files in `assets`. */
export const KEEP_KIOSK_FILES = 'keep-kiosk-files';
