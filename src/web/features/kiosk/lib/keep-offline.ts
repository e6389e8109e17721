/**
 * The kiosk's offline keeper (docs/decisions/057-kiosk-offline-and-live.md): once the service worker controls the
 * page and there is a network, each poster of the roster not yet kept (or changed since) is fetched a few files
 * at a time into the kiosk's cache: its answer, its pages' descriptors, pictures and first tile levels, its
 * narration. Within a budget of bytes and posters; a poster counts as ready only when all its files are in.
 * The hall's plan, drawn beside every poster, is kept first. What the roster names no more is removed. Loaded
 * only once the page is idle.
 */
import type { KioskPoster, KioskPosters } from '@shared/contracts/screens';
import { apiUrl } from '@web/lib/api';
import { kioskApi } from '@web/lib/api-paths/kiosk';
import { KIOSK_CACHE } from '@web/sw/cache-names';
import { audioFile, keptSignature, pageFiles, pagePrefixes, parseDzi, tileUrls } from './deep-zoom-files';
import { KEPT_RECORD, loadKept, saveKept, type Kept } from './kept-posters';

/** At most this many bytes kept: about 2-3 MB a one-page poster, so some 300 posters. */
export const BUDGET_BYTES = 800 * 1024 * 1024;
/** At most this many posters kept (the first of the roster, by number). */
export const MAX_POSTERS = 500;
/** Files fetched at once: the screen's own requests (a visitor opening a poster) still find the network free. */
const AT_ONCE = 3;

export type Visit = { cancelled: boolean };

/** Runs the tasks, `AT_ONCE` at a time; the first failure stops those not started and is thrown. */
async function inTurn<T>(tasks: Array<() => Promise<T>>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, tasks.length) }, lane));
  return results;
}

/** Fetches one file into the cache; answers its bytes. Throws on a failure (the poster is then not ready). */
async function keepFile(cache: Cache, url: string, visit: Visit): Promise<number> {
  if (visit.cancelled) throw new Error('cancelled');
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  const copy = res.clone();
  await cache.put(url, res);
  return (await copy.blob()).size;
}

/** Keeps one poster: its descriptors first (they name the tiles), then the rest. Answers the bytes. */
async function keepPoster(cache: Cache, projectId: number, poster: KioskPoster, visit: Visit) {
  const files = [apiUrl(kioskApi(projectId).poster(poster.id)), ...poster.pages.flatMap(pageFiles)];
  const audio = audioFile(poster);
  if (audio) files.push(audio);
  const tiles: string[] = [];
  await inTurn(
    poster.pages.map((page) => async () => {
      const res = await fetch(page.dzi_url, { credentials: 'same-origin' });
      const dzi = res.ok ? parseDzi(await res.text()) : null;
      if (!dzi) throw new Error(`${page.dzi_url}: not a deep-zoom descriptor`);
      tiles.push(...tileUrls(page.dzi_url, dzi));
    }),
  );
  const sizes = await inTurn([...files, ...tiles].map((url) => () => keepFile(cache, url, visit)));
  return sizes.reduce((a, b) => a + b, 0);
}

/** Removes what the roster names no more: replaced files, posters gone from it, an old plan. */
async function tidy(cache: Cache, projectId: number, posters: KioskPoster[], plan: string | undefined) {
  const prefixes = posters.flatMap(pagePrefixes);
  const single = new Set<string>([KEPT_RECORD, apiUrl(kioskApi(projectId).posters())]);
  if (plan) single.add(plan);
  for (const p of posters) {
    single.add(apiUrl(kioskApi(projectId).poster(p.id)));
    const audio = audioFile(p);
    if (audio) single.add(audio);
  }
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (!single.has(path) && !prefixes.some((prefix) => path.startsWith(prefix))) await cache.delete(request);
  }
}

/** One pass over the roster; stops when the visit is cancelled (a newer roster) or the network goes. */
export async function keepRoster(projectId: number, roster: KioskPosters, visit: Visit): Promise<void> {
  const posters = roster.items;
  const plan = roster.hall_map?.plan.url;
  const cache = await caches.open(KIOSK_CACHE);
  const before = await loadKept();
  // Only what is still on the roster, unchanged, counts.
  let kept: Kept = Object.fromEntries(
    posters
      .filter((p) => before[p.id]?.signature === keptSignature(p))
      .map((p) => [String(p.id), before[p.id]!]),
  );
  if (Object.keys(kept).length !== Object.keys(before).length) await saveKept(kept);
  await tidy(cache, projectId, posters, plan);
  // Each stored plan has a name of its own (hall-plan.ts): a kept copy is never out of date, only replaced.
  if (plan && !(await cache.match(plan))) await keepFile(cache, plan, visit).catch(() => undefined);
  let bytes = Object.values(kept).reduce((a, k) => a + k.bytes, 0);
  for (const poster of posters.slice(0, MAX_POSTERS)) {
    if (visit.cancelled || !navigator.onLine) return;
    if (kept[poster.id] || poster.pages.length === 0) continue;
    if (bytes >= BUDGET_BYTES) return;
    try {
      const size = await keepPoster(cache, projectId, poster, visit);
      // A newer pass owns the record now (this one's view of it is old).
      if (visit.cancelled) return;
      bytes += size;
      kept = { ...kept, [poster.id]: { signature: keptSignature(poster), bytes: size } };
      await saveKept(kept);
    } catch {
      // Not ready: the next pass (a new roster, the network back) tries again.
    }
  }
}
