/** Messages a person can act on, from a failed call: the server's code said in the page's language. */
import { i18n } from '../i18n';
import { ApiError } from './api';

/** The code's words are loaded (api.ts loads them before a failed call reaches the page). */
const known = (code: string): boolean => i18n.exists(`errors:${code}`);

/**
 * The translated sentence of an error code with its params; undefined for a code this app does not know. The
 * server's English `detail` is never shown: a Korean page stays Korean.
 */
export function codeMessage(code: string, params?: Record<string, unknown>): string | undefined {
  return known(code) ? i18n.t(`errors:${code}`, params) : undefined;
}

/** A message a person can act on: the code in the page's language, else a translated fallback. */
export function errorMessage(err: unknown, fallback?: string): string {
  if (err instanceof ApiError) {
    if (err.isNetwork) return i18n.t('common:errors.network');
    return codeMessage(err.code, err.params) ?? fallback ?? i18n.t('common:errors.generic');
  }
  return fallback ?? i18n.t('common:errors.generic');
}

/**
 * "Fallback: what went wrong" for alerts the specified messages word as "X failed" plus the reason
 * (docs/product.md#messages).
 */
export function failedWith(fallback: string, err: unknown): string {
  if (err instanceof ApiError && err.isNetwork) return `${fallback}: ${i18n.t('common:errors.network')}`;
  const said = err instanceof ApiError && err.status < 500 ? codeMessage(err.code, err.params) : undefined;
  return said ? `${fallback}: ${said}` : fallback;
}

/**
 * A failed call's message where the page words some codes itself: its own sentence for those codes, else
 * failedWith's; null when nothing failed.
 */
export function refusalMessage(
  err: unknown,
  fallback: string,
  own: Partial<Record<string, string>>,
): string | null {
  if (!err) return null;
  return (err instanceof ApiError ? own[err.code] : undefined) ?? failedWith(fallback, err);
}

/**
 * A failed login: a lockout (429) or a refusal (403: an inactive project or account) said by its code, the
 * network message when offline, and otherwise one message that does not say which part was wrong.
 */
export function loginFailure(wrongCredentials: string): (err: unknown) => string {
  return (err) => {
    if (err instanceof ApiError && (err.status === 429 || err.status === 403)) return errorMessage(err);
    if (err instanceof ApiError && err.isNetwork) return errorMessage(err);
    return wrongCredentials;
  };
}
