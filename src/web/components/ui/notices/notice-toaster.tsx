/**
 * sonner's toaster, loaded with the first notice (components/ui/notices/notices.tsx). Errors stay until
 * closed; successes and "nothing changed" fade. At the top, below the page header, so on a phone they cover
 * neither the form's fields (forms say their own problems beside the fields) nor its buttons at the bottom
 * (decision 029).
 */
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { useTranslation } from '@web/i18n';
import { attachToaster, closed, type Notice } from './notice-store';

const FADE_MS = 5_000;

function display({ id, kind, message }: Notice): void {
  const options = { id, onDismiss: () => closed(id), onAutoClose: () => closed(id) };
  if (kind === 'error') {
    toast.error(
      <span role="alert" className="notice-text">
        {message}
      </span>,
      { ...options, duration: Infinity },
    );
  } else {
    const say = kind === 'success' ? toast.success : toast.info;
    say(
      <span role="status" className="notice-text">
        {message}
      </span>,
      { ...options, duration: FADE_MS },
    );
  }
}

export default function NoticeToaster() {
  const { t } = useTranslation();
  // Runs after sonner's Toaster (a child) has subscribed, so the waiting notices are not lost.
  useEffect(() => attachToaster(display, (id) => toast.dismiss(id)), []);
  return (
    <Toaster
      position="top-center"
      // Below the 56 px page header on a phone, not over it.
      mobileOffset={{ top: 64 }}
      // Every notice shown in full, not stacked behind the newest: each can be read and closed.
      expand
      richColors
      closeButton
      containerAriaLabel={t('notices')}
      toastOptions={{ closeButtonAriaLabel: t('close'), className: 'notice' }}
    />
  );
}
