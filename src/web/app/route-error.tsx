import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '../i18n';

/** The router's error screen: 'Unexpected Application Error!' with the status and text or the message. */
export function RouteErrorScreen({ notFound }: { notFound?: boolean }) {
  const error = useRouteError();
  const { t } = useTranslation();
  let detail: string;
  if (notFound) detail = `404 ${t('routeError.notFound')}`;
  else if (isRouteErrorResponse(error)) detail = `${error.status} ${error.statusText}`;
  else if (error instanceof Error) detail = error.message;
  else detail = String(error ?? '');
  if (!notFound) console.error(error);
  return (
    <main className="container-narrow" id="main">
      <h1>{t('routeError.title')}</h1>
      <p style={{ fontStyle: 'italic' }}>{detail}</p>
      <a className="btn" href="/">
        {t('home')}
      </a>
    </main>
  );
}
