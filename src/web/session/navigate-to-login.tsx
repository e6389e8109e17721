/** Redirects to a login page, remembering where the person was (use-return-after-login.ts brings them back). */
import { useMemo } from 'react';
import { Navigate } from 'react-router';

/**
 * Redirects to a login page, remembering where the person was (`state.from`). The state object stays the same
 * across renders: Navigate navigates again whenever its props change, and the guards that render it re-render
 * on every router update, so a fresh object each time would navigate once per render.
 */
export function NavigateToLogin({ to, from }: { to: string; from: string }) {
  const state = useMemo(() => ({ from }), [from]);
  return <Navigate to={to} replace state={state} />;
}
