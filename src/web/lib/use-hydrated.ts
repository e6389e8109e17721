import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** Whether the browser is hydrating the page the server rendered: from app/start.tsx's hydrateRoot to its end. */
let hydrating = false;
export const hydratingStarts = () => {
  hydrating = true;
};
/** Around the hydrated app: its effect is the root's, the last to run once the whole page is hydrated. */
export function HydrationEnd({ children }: { children: ReactNode }) {
  useEffect(() => {
    hydrating = false;
  }, []);
  return children;
}

/**
 * False on the server and while the browser hydrates a page the server rendered, true from then on (and at once
 * in a part the browser renders itself, later or in a page it renders alone): what only the browser knows (its
 * storage, its time zone) is shown only once it is true, so hydrating first renders what the server did. The
 * render that follows hydrating is a transition, in slices the phone can answer between, where a store's change
 * (React's useSyncExternalStore) rendered every part that asks at once, in one long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
