/**
 * Runs `work` once the page is idle (after it has answered and painted): for what a page wants soon but not in
 * the tasks that make it answer, such as a viewer's code or the service worker (decision 043). Answers a cancel.
 * Where the browser has no idle callbacks (Safari), a short timeout stands in.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}
