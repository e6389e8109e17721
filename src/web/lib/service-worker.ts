/**
 * The service worker (/sw.js) taking this page over: registered once the page is idle, only on the pages that work
 * without signal (the judge's, the participant's my list, the kiosk's). docs/decisions/027-offline-judging.md, 053,
 * 057.
 */
import { useEffect } from 'react';
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

/** Asks the controlling worker to do something and resolves when it says done (at once without a worker). */
export function askWorker(message: string): Promise<void> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage(message, [channel.port2]);
  });
}
