/**
 * Which posters of the roster this kiosk has kept for offline, and how many bytes each took
 * (docs/decisions/057-kiosk-offline-and-live.md). The record lives in the kiosk's cache beside the files, so a
 * browser that evicts one evicts both; the page reads it through useKept().
 */
import { useSyncExternalStore } from 'react';
import { KIOSK_CACHE } from '@web/sw/cache-names';

/** Where the record is kept in the cache: a key no request ever asks for. */
export const KEPT_RECORD = '/kiosk-kept.json';

export type Kept = Readonly<Record<string, { signature: string; bytes: number }>>;

let kept: Kept = {};
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

const hasCaches = () => typeof caches !== 'undefined';

export async function loadKept(): Promise<Kept> {
  if (!hasCaches()) return kept;
  const stored = await (await caches.open(KIOSK_CACHE)).match(KEPT_RECORD);
  kept = stored ? ((await stored.json().catch(() => ({}))) as Kept) : {};
  notify();
  return kept;
}

export async function saveKept(next: Kept): Promise<void> {
  kept = next;
  notify();
  const body = JSON.stringify(next);
  await (
    await caches.open(KIOSK_CACHE)
  ).put(KEPT_RECORD, new Response(body, { headers: { 'Content-Type': 'application/json' } }));
}

/** Paired again: nothing of the last roster stays. */
export async function forgetKept(): Promise<void> {
  kept = {};
  notify();
  if (hasCaches()) await caches.delete(KIOSK_CACHE);
}

export function useKept(): Kept {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    () => kept,
    () => kept,
  );
}
