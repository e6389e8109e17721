/** The app's query client, as every page uses it. */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** One per page load in the browser, one per rendered page on the server. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        // Asked once even when the phone reports no network: the service worker may answer from its cache
        // (the judge's offline day, docs/decisions/027-offline-judging.md); retries wait for the network.
        networkMode: 'offlineFirst',
        // Client errors will not fix themselves; network blips might.
        retry: (count, err) =>
          count < 2 && (!(err instanceof ApiError) || err.isNetwork || err.status >= 500),
      },
      // A change is sent once: the person sees the failure and decides (a PUT of an evaluation is safe to repeat).
      mutations: { retry: false },
    },
  });
}
