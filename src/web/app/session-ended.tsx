/**
 * Any call answered 401 LOGIN_REQUIRED (the session ended in another tab, expired, or the password was reset):
 * the session ends in this browser too, so the page's guard sends the person to its own login (admin, judge or
 * participant of this project; super admin) remembering where they were, and the login brings them back. Open
 * forms keep their unsaved values in this tab (lib/form-draft.ts) and get them back when opened again.
 */
import { useEffect } from 'react';
import { notice } from '../components/ui/notices/notice-store';
import { i18n } from '../i18n';
import { onSessionEnded } from '../lib/api';
import { useSession } from '../session/session-context';

export function SessionEndedWatcher() {
  const { endLocally, user } = useSession();
  const signedIn = user !== null;
  useEffect(
    () =>
      onSessionEnded(() => {
        if (!signedIn) return;
        endLocally();
        // Said on the login page the guard goes to next.
        notice.error(i18n.t('common:errors.sessionExpired'), { carry: true });
      }),
    [endLocally, signedIn],
  );
  return null;
}
