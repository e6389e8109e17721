/** The app's error screen, and the routes' error element. */
import { useRouteError } from 'react-router';
import { useTranslation } from '../i18n';
import { ApiError } from '../lib/api';
import { paths } from '../lib/paths';
import { useMarkReady } from '../lib/use-mark-ready';

/** The app's error screen: 'Unexpected Application Error!' with the status and text, or the message. */
export function RouteErrorScreen({ error, notFound }: { error?: unknown; notFound?: boolean }) {
  const { t } = useTranslation();
  let detail: string;
  if (notFound) detail = `404 ${t('routeError.notFound')}`;
  else if (error instanceof ApiError) detail = `${error.status} ${error.message}`;
  else if (error instanceof Error) detail = error.message;
  else detail = String(error ?? '');
  return (
    <main className="container-narrow" id="main">
      <h1>{t('routeError.title')}</h1>
      <p style={{ fontStyle: 'italic' }}>{detail}</p>
      <a className="btn" href={paths.home()}>
        {t('home')}
      </a>
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
