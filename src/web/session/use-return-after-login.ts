/** After a login: back to where the guard sent the person from. */
import { useLocation, useNavigate } from 'react-router';

/**
 * Where a login goes on to: the address the person was sent from (`state.from`) when `accept` says it belongs to
 * this area, otherwise the area's first page.
 */
export function useReturnTarget(accept: (from: string) => boolean, fallback: string): string {
  const from = (useLocation().state as { from?: string } | null)?.from;
  return from && accept(from) ? from : fallback;
}

/** After a login: to the return target (useReturnTarget), replacing the login page in the history. */
export function useReturnAfterLogin(accept: (from: string) => boolean, fallback: string): () => void {
  const navigate = useNavigate();
  const target = useReturnTarget(accept, fallback);
  return () => navigate(target, { replace: true });
}
