import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False on the server and while the browser hydrates a page the server rendered, true from then on (and at once
 * in a page the browser renders itself): what only the browser knows (its storage, its time zone) is shown only
 * once it is true, so hydrating first renders what the server did. React renders again when it turns true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
