/**
 * The server's side of the web app (decision 042): renders a page's HTML with React's streaming renderer and
 * React Router's static handler, from the same route table, loaders and query options as the browser. Built by
 * `vite build --ssr` into dist/ssr; src/server/http/pages.ts calls it for every page address.
 *
 * The page's questions go to the server's own API routes with the visitor's cookie (`PageRequest.send`), so a
 * rendered page passes the same session, project scope, services and checks as the browser's calls, and can hold
 * nothing its visitor could not fetch.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { takeLanguageFrom } from './i18n/core';
import type { PageRequest, RenderedPage } from '@shared/page-rendering';
import { sendRequestsWith } from './lib/api';
import { AppProviders } from './app/app';
import { createQueryClient } from './lib/query-client';
import { createRoutes, type PageHandle } from './app/router';
import { serverDataScript } from './lib/server-data';

/** Each render's own language and API transport: one server renders many pages at once. */
const rendering = new AsyncLocalStorage<PageRequest>();
// Outside a render (nothing asks there) the app's first language.
takeLanguageFrom(() => rendering.getStore()?.lang ?? 'ko');
sendRequestsWith((input, init) => {
  const page = rendering.getStore();
  if (!page) return Promise.reject(new Error('An API call outside a page render'));
  return page.send(input, init);
});

/**
 * The page at `url`, or null when it cannot be rendered here (a loader failed outright): the server then sends
 * the app shell, and the browser renders it as before.
 */
export function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  return rendering.run(request, async (): Promise<RenderedPage | null> => {
    const queryClient = createQueryClient();
    // The server asks once: a refusal or a failure is the browser's to show and retry.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const handler = createStaticHandler(createRoutes(queryClient));
    const context = await handler.query(new Request(request.url));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
    }
    if (context.errors) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await renderToHtml(
      request.onError,
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
    const data = serverDataScript({
      router: { loaderData: context.loaderData, actionData: context.actionData },
      queries: dehydrate(queryClient),
    });
    queryClient.clear();
    const pages = context.matches
      .map((m) => (m.route.handle as PageHandle | undefined)?.page)
      .filter((p): p is string => typeof p === 'string');
    return { kind: 'page', status: context.statusCode, html, data, pages };
  });
}

/** The whole markup once every part is ready (the loaders have answered and the pages are loaded by then). */
function renderToHtml(onError: (error: unknown) => void, element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError,
      // Everything is ready before it is sent, so every part goes in place. React would otherwise send a large
      // part (the gallery's cards) after its spinner, with an inline script to swap them: the CSP runs none.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
  });
}
