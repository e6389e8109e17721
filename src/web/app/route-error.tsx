/** The app's error screen and the error boundary around the routes. */
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n';
import { ApiError } from '../lib/api';
import { paths } from '../lib/paths';

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

type BoundaryProps = { pathname: string; children: ReactNode };
/** `error` is null while nothing has been thrown. */
type BoundaryState = { error: unknown; pathname: string };

/**
 * Catches what a page throws while rendering (a bug, or a page chunk that failed to download) and shows the
 * error screen instead of a blank app, as React Router's errorElement did in data mode. Going to another
 * address clears it. React itself reports the error to the console (createRoot's onCaughtError).
 */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteErrorScreen error={this.state.error} />;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}
