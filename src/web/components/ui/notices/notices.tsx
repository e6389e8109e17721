/**
 * The specified alerts (docs/product.md#messages) as sonner toasts: errors carry role="alert", successes
 * role="status", above the router. sonner (~10 KB gzip) is loaded with the first notice, not with every page:
 * the judge's poster list must stay within its budget (docs/decisions/017-web-one-way.md).
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { listen, pageChanged, pending } from './notice-store';

const NoticeToaster = lazy(() => import('./notice-toaster'));

/** Inside the router: leaving a page takes its notices away (notice-store.ts). */
export function NoticesFollowPage() {
  const { pathname } = useLocation();
  useEffect(() => pageChanged(pathname), [pathname]);
  return null;
}

/** The one place notices show; nothing is downloaded until there is one to show. */
export function Notices() {
  const needed = useSyncExternalStore(listen, pending, pending);
  return needed ? (
    <Suspense fallback={null}>
      <NoticeToaster />
    </Suspense>
  ) : null;
}
