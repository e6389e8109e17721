/** The app's error screen, and the routes' error element. */
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from '../i18n';
import { ApiError } from '../lib/api';
import { paths } from '../lib/paths';
import { useMarkReady } from '../lib/use-mark-ready';

/**
 * The app's error screen, in the page's language: "page not found" for an address the app does not know, else
 * "something went wrong" with what happened in a line of small print (the status and the message) and a way on.
 */
export function RouteErrorScreen({ error, notFound }: { error?: unknown; notFound?: boolean }) {
  const { t } = useTranslation();
  const title = t(notFound ? 'routeError.notFoundTitle' : 'routeError.title');
  // The tab says it too, in the page's language (not the shell's title).
  useEffect(() => {
    document.title = title;
  }, [title]);
  let detail = '';
  if (notFound) detail = '404';
  else if (error instanceof ApiError) detail = `${error.status} ${error.message}`;
  else if (error instanceof Error) detail = error.message;
  else detail = String(error ?? '');
  return (
    <main className="container-narrow route-error" id="main">
      <h1>{title}</h1>
      <p>{t(notFound ? 'routeError.notFound' : 'routeError.help')}</p>
      {detail ? <p className="muted">{detail}</p> : null}
      <p className="actions">
        <a className="btn" href={paths.home()}>
          {t('home')}
        </a>
        {notFound ? null : (
          <button type="button" className="btn btn-ghost" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </button>
        )}
      </p>
    </main>
  );
}

/**
 * The routes' error element: what a page threw while loading or rendering (a bug, or a page chunk that failed to
 * download), shown as the error screen instead of a blank app. Going to another address clears it.
 */
export function RouteErrorElement() {
  useMarkReady();
  return <RouteErrorScreen error={useRouteError()} />;
}
