/**
 * The service worker (/sw.js) taking this page over: registered once the page is idle, only on the pages that work
 * without signal (the judge's, the participant's my list, the kiosk's). docs/decisions/027-offline-judging.md, 053,
 * 057.
 */
import { useEffect } from 'react';
import { ASSET_CACHE } from '../sw/cache-names';
import { whenIdle } from './when-idle';

/** The worker controlling this page, once there is one (none in development or without support). */
export function controlled(): Promise<boolean> {
  const sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!import.meta.env.PROD || !sw) return Promise.resolve(false);
  if (sw.controller) return Promise.resolve(true);
  // A first visit: the worker installs the shell, then takes this page over (clients.claim()). Registered once
  // the page is idle, so its install does not compete with the page's own start (decision 043).
  whenIdle(() => void sw.register('/sw.js').catch(() => undefined));
  return new Promise((resolve) =>
    sw.addEventListener('controllerchange', () => resolve(true), { once: true }),
  );
}

/** Registers the worker on a page that has nothing more to keep. */
export function useServiceWorker(): void {
  useEffect(() => {
    void controlled();
  }, []);
}

/**
 * Keeps the built files this page loaded before the worker took it over (its chunks, styles, fonts): a page that
 * must open again without signal (the kiosk's, decision 057) has them then, though the judge's shell does not.
 */
export async function keepLoadedAssets(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(ASSET_CACHE);
  const loaded = performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name))
    .filter((u) => u.origin === window.location.origin && u.pathname.startsWith('/assets/'))
    .map((u) => u.pathname);
  for (const path of new Set(loaded))
    if (!(await cache.match(path))) await cache.add(path).catch(() => undefined);
}
