import type { ErrorParams } from '@shared/errors';
import { authApi } from './api-paths/auth';

/**
 * The one way the web app talks to the server: JSON in and out, the session cookie sent automatically,
 * every failure turned into an ApiError carrying the server's `code` (translated by the page), the `field` it
 * concerns, its `params`, and the English `detail` (for the console of a developer, never shown on a page).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly field?: string,
    readonly params?: ErrorParams,
    /** EDIT_CONFLICT: the record as the server holds it now. */
    readonly current?: Record<string, unknown>,
  ) {
    super(detail);
  }
  /** 0: the request never got an answer (network down, server unreachable). */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  form?: FormData;
  signal?: AbortSignal;
};

/** The browser's address of an API path (api-paths/), for what is not fetched here: images, event streams. */
export const apiUrl = (path: string, query?: Query): string => withQuery(`/api${path}`, query);

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}

function errorFrom(res: Response, data: unknown): ApiError {
  const d = data as
    { detail?: unknown; code?: unknown; field?: unknown; params?: unknown; current?: unknown } | undefined;
  return new ApiError(
    res.status,
    typeof d?.code === 'string' ? d.code : 'HTTP_' + res.status,
    typeof d?.detail === 'string' ? d.detail : res.statusText || 'Request failed',
    typeof d?.field === 'string' ? d.field : undefined,
    d?.params && typeof d.params === 'object' ? (d.params as ErrorParams) : undefined,
    d?.current && typeof d.current === 'object' ? (d.current as Record<string, unknown>) : undefined,
  );
}

/**
 * The server's error codes said in both languages (i18n/error-messages.ts registers them as it loads): ~10 KB
 * no first screen needs, loaded with the first failed call, before the page says it. When the file cannot be
 * fetched (offline before the service worker kept it) the page says the generic message instead.
 */
function loadErrorMessages(): Promise<void> {
  return import('../i18n/error-messages').then(
    () => undefined,
    () => undefined,
  );
}

/**
 * How a request leaves: the browser's fetch. On the server, a page being rendered asks the server's own routes
 * with the visitor's cookie (entry-server.tsx), so it passes the same scope, services and checks as the browser's.
 */
let send: typeof fetch = (input, init) => fetch(input, init);

/** On the server only (entry-server.tsx). */
export function sendRequestsWith(transport: typeof fetch): void {
  send = transport;
}

const sessionEnded = new Set<() => void>();

/**
 * Called whenever a call answers 401 LOGIN_REQUIRED (the session ended: logged out in another tab, expired,
 * the password was reset), except the session check itself, whose 401 means "no session".
 */
export function onSessionEnded(listener: () => void): () => void {
  sessionEnded.add(listener);
  return () => sessionEnded.delete(listener);
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, form, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (form) payload = form;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await send(apiUrl(path, query), {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', 'network');
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!res.ok) {
    const err = errorFrom(res, data);
    if (err.code === 'LOGIN_REQUIRED' && path !== authApi.me()) for (const l of sessionEnded) l();
    // The words of its code, before a page shows it.
    await loadErrorMessages();
    throw err;
  }
  return data as T;
}

/** Downloads a file answer (templates) and saves it under the given name. */
export async function downloadFile(
  path: string,
  filename: string,
  query?: Query,
  /** A file made from a POST's JSON body (a mail batch as CSV); otherwise a GET. */
  body?: unknown,
): Promise<void> {
  let res: Response;
  try {
    res = await send(
      apiUrl(path, query),
      body === undefined
        ? { credentials: 'same-origin' }
        : {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          },
    );
  } catch {
    throw new ApiError(0, 'NETWORK', 'network');
  }
  if (!res.ok) {
    const err = errorFrom(res, await res.json().catch(() => undefined));
    if (err.code === 'LOGIN_REQUIRED') for (const l of sessionEnded) l();
    // The words of its code, before a page shows it.
    await loadErrorMessages();
    throw err;
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
