import { useMemo } from 'react';
import { Navigate } from 'react-router';

/**
 * Redirects to a login page, remembering where the person was (`state.from`). The state object stays the same
 * across renders: Navigate navigates again whenever its props change, and while the login route's chunk is
 * still loading the guard re-renders on each router update. A fresh object each time made that a loop that
 * never let the chunk arrive (Preact runs a pending effect before re-rendering its component).
 */
export function NavigateToLogin({ to, from }: { to: string; from: string }) {
  const state = useMemo(() => ({ from }), [from]);
  return <Navigate to={to} replace state={state} />;
}
