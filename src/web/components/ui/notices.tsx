/** SPEC.md's alerts as sonner toasts: errors carry role="alert", successes role="status", above the router. */
import { lazy, Suspense, useSyncExternalStore } from 'react';

export type Notice = { kind: 'error' | 'success'; message: string };

/**
 * sonner (~10 KB gzip) is loaded with the first notice, not with every page: the judge's poster list must stay
 * within its budget (docs/decisions/017-web-one-way.md). Notices raised meanwhile wait in `queue`.
 */
const queue: Notice[] = [];
let show: ((n: Notice) => void) | null = null;
const listeners = new Set<() => void>();

function raise(n: Notice): void {
  if (show) return show(n);
  queue.push(n);
  for (const l of listeners) l();
}

/** `notice.error(text)` and `notice.success(text)` from anywhere: components, mutation callbacks. */
export const notice = {
  error: (message: string) => raise({ kind: 'error', message }),
  success: (message: string) => raise({ kind: 'success', message }),
};

/** Called by the loaded toaster once it listens: it takes the waiting notices and every later one. */
export function attachToaster(display: (n: Notice) => void): () => void {
  show = display;
  for (const n of queue.splice(0)) display(n);
  return () => {
    show = null;
  };
}

const NoticeToaster = lazy(() => import('./notice-toaster'));

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}
const wanted = () => queue.length > 0 || show !== null;

/** The one place notices show; nothing is downloaded until there is one to show. */
export function Notices() {
  const needed = useSyncExternalStore(subscribe, wanted, wanted);
  return needed ? (
    <Suspense fallback={null}>
      <NoticeToaster />
    </Suspense>
  ) : null;
}
