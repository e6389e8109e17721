import { useEffect } from 'react';

/**
 * Marks `<html data-ready>` once the app answers input (a page the server rendered is hydrated whole: no Suspense
 * boundary stands between the root and a page, so the root's effect runs after all of it). The browser journeys
 * wait for it; the error screen, which replaces the root, marks it too.
 */
export function useMarkReady(): void {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
}
