/** Redirects to a login page and back again afterwards. */
import { useMemo } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';

/**
 * Redirects to a login page, remembering where the person was (`state.from`). The state object stays the same
 * across renders: Navigate navigates again whenever its props change, and the guards that render it re-render
 * on every router update, so a fresh object each time would navigate once per render.
 */
export function NavigateToLogin({ to, from }: { to: string; from: string }) {
  const state = useMemo(() => ({ from }), [from]);
  return <Navigate to={to} replace state={state} />;
}

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
