/** After a login: back to where the guard sent the person from. */
import { useLocation, useNavigate } from 'react-router';

/**
 * After a login: back to the address the person was sent from (`state.from`) when `accept` says it belongs to
 * this area, otherwise to the area's first page.
 */
export function useReturnAfterLogin(accept: (from: string) => boolean, fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    const from = (location.state as { from?: string } | null)?.from;
    navigate(from && accept(from) ? from : fallback, { replace: true });
  };
}
