/**
 * What a page rendered by the server hands to the browser (decision 042): the router's loader answers and the
 * queries the page was rendered from, as JSON in a `<script type="application/json">` (data, never run: the CSP
 * allows no inline script), read by main.tsx before it hydrates.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

export const SERVER_DATA_ID = 'server-data';

export type ServerData = { router: HydrationState; queries: DehydratedState };

/**
 * The data as the text of the script element. `<` is written as its JSON escape, so no text a person wrote (a
 * poster's title, say) can close the element or open another: the HTML parser sees no tag in it.
 */
export function serverDataScript(data: ServerData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_DATA_ID}">${json}</script>`;
}

/** The data of this page, when the server rendered it; null for the app shell (offline, or not rendered). */
export function readServerData(): ServerData | null {
  const text = document.getElementById(SERVER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerData;
  } catch {
    return null;
  }
}
