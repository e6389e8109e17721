/** A 401 on a judge page: the session ended (app/session-ended.tsx takes the judge to the login and back). */
import { ApiError } from '@web/lib/api';

export function isUnauthenticated(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401;
}

/**
 * Whether the page's data failed because the server session ended: the page shows nothing of it, while the app's
 * one session-ended handler says so and goes to the judge login, then back here.
 */
export function useSessionExpired(error: unknown): boolean {
  return isUnauthenticated(error);
}
