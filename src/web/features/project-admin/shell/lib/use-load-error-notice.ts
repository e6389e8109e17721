/** A failed load of an organiser's list: a notice once per failure, or the end of an expired session. */
import { useEffect } from 'react';
import { useSession } from '@web/session/session-context';
import { notice } from '@web/components/ui/notices/notice-store';
import { i18n } from '@web/i18n';
import { ApiError } from '@web/lib/api';
import { errorMessage } from '@web/lib/error-message';

/**
 * docs/product.md#messages: a list that fails to load is announced (and logged) once per failure. A 401 means the
 * server's session ended (expired or logged out elsewhere): the local one ends too, and the route guard then
 * sends the organiser to this project's admin login.
 */
export function useLoadErrorNotice(error: unknown, message: string): void {
  const { endLocally } = useSession();
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError && error.status === 401) {
      notice.error(i18n.t('common:errors.sessionExpired'));
      endLocally();
      return;
    }
    notice.error(`${message}: ${errorMessage(error)}`);
  }, [error, message, endLocally]);
}
