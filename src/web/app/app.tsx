/** The app's providers, around the router of the browser (main.tsx) or the server's (entry-server.tsx). */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmProvider } from '../components/ui/dialogs/confirm-provider';
import { Notices } from '../components/ui/notices/notices';
import { SessionProvider } from '../session/session-provider';

/** The providers every page runs in: queries, confirmations, the session, and the notices. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfirmProvider>
        <SessionProvider>{children}</SessionProvider>
      </ConfirmProvider>
      <Notices />
    </QueryClientProvider>
  );
}
