/**
 * The service worker (served as /sw.js, scope /): the judge can open and score assigned posters without signal
 * after one visit with it. Built on its own by vite.config.ts, which replaces SHELL_FILES and BUILD_VERSION.
 *
 * - Pages (navigations): the network, so a new build reaches the phone at once and a page rendered by the server
 *   is as current as the API (decision 042); without an answer, the cached app shell of this build, which
 *   renders the page from the judge's kept data. A rendered page is never kept: it holds its visitor's data,
 *   and the next person on the phone is someone else.
 * - /assets/ (hashed, never change): the cache first; the judge's chunks are cached at install.
 * - The judge's data (GET /api/auth/me, /api/projects/{slug}, /api/projects/{id}/judge/...), a participant's my list
 *   (GET /api/projects/{id}/favorites) and uploaded images:
 *   the network first, the last good answer when there is none. Nothing else is touched.
 * - A kiosk's roster (GET /api/projects/{id}/kiosk/posters[/{posterId}]): the network first, kept in the kiosk's
 *   cache. Uploaded files the kiosk's page kept there (tiles, pictures, narration; named once, never rewritten) are
 *   answered from it first; the kiosk's other uploads pass through unkept, so days of visitors zooming deep do not
 *   fill the disk (docs/decisions/057-kiosk-offline-and-live.md).
 * Evaluations sent without signal are not the worker's: the page keeps them in its outbox (IndexedDB).
 */
import {
  ASSET_CACHE,
  JUDGE_DATA_CACHE,
  KEEP_KIOSK_FILES,
  KIOSK_CACHE,
  SHELL_CACHE_PREFIX,
} from './cache-names';

declare const SHELL_FILES: string[];
/** The kiosk's pages' chunks beyond the shell, kept when a kiosk page asks (decision 057). */
declare const KIOSK_FILES: string[];
declare const BUILD_VERSION: string;

/** The parts of the service worker's global scope used here (the DOM library has no worker types). */
type ExtendableEvent = Event & { waitUntil(p: Promise<unknown>): void };
type MessageEvent = ExtendableEvent & { data: unknown; ports: readonly MessagePort[] };
type FetchEvent = ExtendableEvent & {
  request: Request;
  clientId: string;
  respondWith(r: Promise<Response>): void;
};
type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; get(id: string): Promise<{ url: string } | undefined> };
  addEventListener(type: 'install' | 'activate', cb: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', cb: (e: FetchEvent) => void): void;
  addEventListener(type: 'message', cb: (e: MessageEvent) => void): void;
};
const worker = self as unknown as WorkerScope;

const shellCache = `${SHELL_CACHE_PREFIX}${BUILD_VERSION}`;
const SHELL_PAGE = '/index.html';
/**
 * What the judge reads: the session, a project by slug, and everything under the judge's routes; and a
 * participant's my list (decision 053).
 */
const JUDGE_DATA = /^\/api\/(auth\/me|projects\/[^/]+|projects\/\d+\/judge\/.+|projects\/\d+\/favorites)$/;
/** A kiosk's roster and its posters (decision 057); a search (`?q=`) is answered by the page offline. */
const KIOSK_DATA = /^\/api\/projects\/\d+\/kiosk\/posters(\/\d+)?$/;
/** The kiosk's pages. */
const KIOSK_PAGE = /^\/projects\/[^/]+\/kiosk(\/|$)/;

worker.addEventListener('install', (event) => {
  // The whole shell or nothing: a half-cached build would leave a page without its script offline.
  event.waitUntil(
    caches
      .open(shellCache)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  // Earlier builds' shells go; the judge's data and the outbox (IndexedDB, the page's) stay.
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((n) => n.startsWith(SHELL_CACHE_PREFIX) && n !== shellCache)
            .map((n) => caches.delete(n)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

// A kiosk page asks for its pages' files (decision 057); the answer on the port says they are kept.
worker.addEventListener('message', (event) => {
  if (event.data !== KEEP_KIOSK_FILES) return;
  event.waitUntil(
    caches
      .open(ASSET_CACHE)
      .then((cache) => cache.addAll(KIOSK_FILES))
      .finally(() => event.ports[0]?.postMessage(true)),
  );
});

/** What `online` answers; when the network fails, what `offline` finds, else the network's error. */
async function orOffline(
  online: () => Promise<Response>,
  offline: () => Promise<Response | undefined>,
): Promise<Response> {
  try {
    return await online();
  } catch (err) {
    const kept = await offline();
    if (kept) return kept;
    throw err;
  }
}

/** The network's answer, with a copy of it kept in `cacheName` when it is ok. */
async function fetchKeeping(request: Request, cacheName: string): Promise<Response> {
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(cacheName).then((c) => c.put(request, copy));
  }
  return response;
}

const pageOrShell = (request: Request) =>
  orOffline(
    () => fetch(request),
    () => caches.match(SHELL_PAGE),
  );

const networkFirst = (request: Request, cacheName: string) =>
  orOffline(
    () => fetchKeeping(request, cacheName),
    () => caches.match(request),
  );

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  return fetchKeeping(request, ASSET_CACHE);
}

/**
 * A kept file as the request asks it: a media element asks for a range of the narration, and answering its
 * `Range` with the whole file would not play.
 */
async function asAsked(request: Request, kept: Response): Promise<Response> {
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') ?? '');
  if (!range) return kept;
  const body = await kept.blob();
  const start = range[1] ? Number(range[1]) : Math.max(0, body.size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), body.size - 1) : body.size - 1;
  if (start > end)
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${body.size}` } });
  const headers = new Headers(kept.headers);
  headers.set('Content-Range', `bytes ${start}-${end}/${body.size}`);
  headers.set('Content-Length', String(end - start + 1));
  return new Response(body.slice(start, end + 1), { status: 206, headers });
}

/** An uploaded file: the kiosk's kept copy first; a kiosk's other files unkept; the judge's network first. */
async function uploaded(request: Request, clientId: string): Promise<Response> {
  const kept = await caches.open(KIOSK_CACHE).then((c) => c.match(request));
  if (kept) return asAsked(request, kept);
  const client = clientId ? await worker.clients.get(clientId) : undefined;
  if (!client || !KIOSK_PAGE.test(new URL(client.url).pathname))
    return networkFirst(request, JUDGE_DATA_CACHE);
  return orOffline(
    () => fetch(request),
    () => caches.match(request),
  );
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  // A live stream (the judge's /judge/events) goes straight to the network: never kept (a copy put in the cache
  // would wait for a stream that does not end), and the page closes it offline itself (lib/live-stream.ts).
  if (request.headers.get('accept')?.includes('text/event-stream')) return;
  if (request.mode === 'navigate') {
    event.respondWith(pageOrShell(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (url.pathname.startsWith('/uploads/')) {
    event.respondWith(uploaded(request, event.clientId));
  } else if (KIOSK_DATA.test(url.pathname) && !url.search) {
    event.respondWith(networkFirst(request, KIOSK_CACHE));
  } else if (JUDGE_DATA.test(url.pathname) && !url.search) {
    event.respondWith(networkFirst(request, JUDGE_DATA_CACHE));
  }
});
