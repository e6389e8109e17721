/** The app's providers: the query client, confirmations, the session, the router and the notices. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ConfirmProvider } from '../components/ui/dialogs/confirm-provider';
import { Notices, NoticesFollowPage } from '../components/ui/notices/notices';
import { ApiError } from '../lib/api';
import { startPhonePage } from './phone-pages';
import { AppRoutes } from './router';
import { SessionProvider } from '../session/session-provider';
import { SessionEndedWatcher } from './session-ended';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      refetchOnWindowFocus: false,
      // Asked once even when the phone reports no network: the service worker may answer from its cache
      // (the judge's offline day, docs/decisions/027-offline-judging.md); retries wait for the network.
      networkMode: 'offlineFirst',
      // Client errors will not fix themselves; network blips might.
      retry: (count, err) => count < 2 && (!(err instanceof ApiError) || err.isNetwork || err.status >= 500),
    },
    // A change is sent once: the person sees the failure and decides (a PUT of an evaluation is safe to repeat).
    mutations: { retry: false },
  },
});

startPhonePage(window.location.pathname, queryClient);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfirmProvider>
        <SessionProvider>
          <BrowserRouter>
            <AppRoutes />
            <SessionEndedWatcher />
            <NoticesFollowPage />
          </BrowserRouter>
        </SessionProvider>
      </ConfirmProvider>
      <Notices />
    </QueryClientProvider>
  );
}
