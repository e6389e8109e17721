/** Messages a person can act on, from a failed call. */
import { i18n } from '../i18n';
import { ApiError } from './api';

/** A message a person can act on: the server's detail when it sent one, else a translated fallback. */
export function errorMessage(err: unknown, fallback?: string): string {
  if (err instanceof ApiError) {
    if (err.isNetwork) return i18n.t('common:errors.network');
    if (err.status >= 500) return fallback ?? i18n.t('common:errors.generic');
    return err.detail || fallback || i18n.t('common:errors.generic');
  }
  return fallback ?? i18n.t('common:errors.generic');
}

/** "Fallback: server detail" for alerts that SPEC.md words as "X failed" plus the server's message. */
export function failedWith(fallback: string, err: unknown): string {
  if (err instanceof ApiError && !err.isNetwork && err.status < 500 && err.detail)
    return `${fallback}: ${err.detail}`;
  if (err instanceof ApiError && err.isNetwork) return `${fallback}: ${i18n.t('common:errors.network')}`;
  return fallback;
}

/**
 * A failed login: the server's words for a lockout (429) or a refusal (403: an inactive project or account), the
 * network message when offline, and otherwise one message that does not say which part was wrong.
 */
export function loginFailure(wrongCredentials: string): (err: unknown) => string {
  return (err) => {
    if (err instanceof ApiError && (err.status === 429 || err.status === 403) && err.detail)
      return err.detail;
    if (err instanceof ApiError && err.isNetwork) return errorMessage(err);
    return wrongCredentials;
  };
}
