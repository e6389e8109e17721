/** The notices raised before the toaster is loaded, and the toaster once it listens (notices.tsx). */
export type NoticeKind = 'error' | 'success' | 'info';
export type Notice = {
  id: number;
  kind: NoticeKind;
  message: string;
  /** The page (path) it belongs to: leaving that page takes it away. */
  page: string;
  /** Raised just before going to another page, for that page (a session that ended: the login says why). */
  carry: boolean;
};

/**
 * sonner (~10 KB gzip) is loaded with the first notice, not with every page: the judge's poster list must stay
 * within its budget (docs/decisions/017-web-one-way.md). Notices raised meanwhile wait in `queue`.
 */
const queue: Notice[] = [];
let show: ((n: Notice) => void) | null = null;
let hide: ((id: number) => void) | null = null;
const listeners = new Set<() => void>();
const open = new Map<number, Notice>();
let nextId = 1;

const here = () => (typeof location === 'undefined' ? '' : location.pathname);

function raise(kind: NoticeKind, message: string, options: { carry?: boolean } = {}): void {
  const n: Notice = { id: nextId++, kind, message, page: here(), carry: options.carry ?? false };
  open.set(n.id, n);
  if (show) return show(n);
  queue.push(n);
  for (const l of listeners) l();
}

/**
 * `notice.error(text)` and `notice.success(text)` from anywhere: components, mutation callbacks. Errors stay until
 * closed, successes fade; `info` says that nothing changed (an import that created no row). Each belongs to the
 * page that raised it (`carry`: to the page that comes next).
 */
export const notice = {
  error: (message: string, options?: { carry?: boolean }) => raise('error', message, options),
  // A success is often said just before the page it leads to (saved, then back to the list): it goes there too.
  success: (message: string, options?: { carry?: boolean }) =>
    raise('success', message, { carry: true, ...options }),
  info: (message: string, options?: { carry?: boolean }) => raise('info', message, options),
};

/** The page changed: notices of other pages go, and those carried over now belong to this one. */
export function pageChanged(page: string): void {
  for (const n of [...open.values()]) {
    if (n.page === page) continue;
    if (n.carry) {
      open.set(n.id, { ...n, page, carry: false });
      continue;
    }
    open.delete(n.id);
    const waiting = queue.findIndex((q) => q.id === n.id);
    if (waiting >= 0) queue.splice(waiting, 1);
    hide?.(n.id);
  }
}

/** The toaster closed it (the person, or a success that faded). */
export function closed(id: number): void {
  open.delete(id);
}

/** Called by the loaded toaster once it listens: it takes the waiting notices and every later one. */
export function attachToaster(display: (n: Notice) => void, dismiss: (id: number) => void): () => void {
  show = display;
  hide = dismiss;
  for (const n of queue.splice(0)) display(n);
  return () => {
    show = null;
    hide = null;
  };
}

export function listen(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** Whether the toaster is needed: a notice waits, or it is already showing them. */
export const pending = (): boolean => queue.length > 0 || show !== null;
