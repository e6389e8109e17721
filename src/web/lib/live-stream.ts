/**
 * A page kept live by a server's event stream (docs/decisions/023-live-dashboard.md, 051, 057): the stream carries
 * no data, it says when something changed, and `onChange` fetches again (at most once per COALESCE_MS while
 * changes pour in). Open only while the browser is online: offline, a stream would only knock again and again.
 * When the network returns, or the stream opens again after a break, `onChange` runs once: changes may have passed
 * meanwhile. Without EventSource the page stays as it was. Answers whether the stream is open now (`live`) or not
 * (`connecting`: opening, broken and knocking again, or offline), for a page that says so.
 */
import { useEffect, useRef, useState } from 'react';

/** Refetches at most this often while changes pour in (many judges submitting at once). */
const COALESCE_MS = 300;
/** How long a stream refused with an answer (not a broken connection) waits before it is opened again. */
const REOPEN_MS = 5000;

export type LiveState = 'connecting' | 'live';

export function useLiveStream(url: string | null, onChange: () => void): LiveState {
  const latest = useRef(onChange);
  latest.current = onChange;
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let again: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    const changed = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        latest.current();
      }, COALESCE_MS);
    };
    const open = () => {
      if (source || !navigator.onLine) return;
      source = new EventSource(url);
      source.addEventListener('ready', () => {
        setState('live');
        if (opened) changed();
        opened = true;
      });
      // EventSource knocks again by itself (the server asks for 3 s); until then the page is not live. An answer
      // other than the stream (a 503 while the server's database restarts) closes it for good: it is opened anew.
      source.addEventListener('error', () => {
        setState('connecting');
        if (source?.readyState !== EventSource.CLOSED) return;
        source = undefined;
        again ??= setTimeout(() => {
          again = undefined;
          open();
        }, REOPEN_MS);
      });
      source.addEventListener('change', changed);
      source.addEventListener('resync', changed);
    };
    const close = () => {
      if (again) clearTimeout(again);
      again = undefined;
      source?.close();
      source = undefined;
      setState('connecting');
    };
    const back = () => {
      open();
      changed();
    };
    open();
    window.addEventListener('online', back);
    window.addEventListener('offline', close);
    return () => {
      window.removeEventListener('online', back);
      window.removeEventListener('offline', close);
      close();
      if (timer) clearTimeout(timer);
    };
  }, [url]);
  return state;
}
