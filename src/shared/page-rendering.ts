/**
 * What the server asks of the web app's renderer (src/web/entry-server.tsx, built into dist/ssr) and what it
 * answers (decision 042): the contract between src/server/http/pages.ts and it, which import nothing of each other.
 */
export type PageLanguage = 'ko' | 'en';

/** The cookie the language switch sets, in which the server renders a page (Korean without it). */
export const LANGUAGE_COOKIE = 'lang';

export type PageRequest = {
  /** The page's whole address, e.g. `http://host/projects/x/judge/posters`. */
  url: string;
  lang: PageLanguage;
  /** How the page's API calls reach the server's routes, with the visitor's cookie. */
  send: typeof fetch;
  /** A part of the page that failed on the server (the browser renders that part itself). */
  onError: (error: unknown) => void;
};

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  /** `html`: the app's markup for `<div id="root">`; `data`: the script that carries its data; `pages`: its modules. */
  | { kind: 'page'; status: number; html: string; data: string; pages: string[] };

export type PageRenderer = { renderPage: (request: PageRequest) => Promise<RenderedPage | null> };
