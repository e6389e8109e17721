/** The notices raised before the toaster is loaded, and the toaster once it listens (notices.tsx). */
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

export function listen(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** Whether the toaster is needed: a notice waits, or it is already showing them. */
export const pending = (): boolean => queue.length > 0 || show !== null;
