/** sonner's toaster, loaded with the first notice (components/ui/notices.tsx): top centre, coloured by kind. */
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { useTranslation } from '../../i18n';
import { attachToaster, type Notice } from './notice-store';

/** Errors stay longer to be read; the role tells assistive technology how urgent each one is. */
function display({ kind, message }: Notice): void {
  if (kind === 'error') {
    toast.error(
      <span role="alert" className="notice-text">
        {message}
      </span>,
      { duration: 10_000 },
    );
  } else {
    toast.success(
      <span role="status" className="notice-text">
        {message}
      </span>,
    );
  }
}

export default function NoticeToaster() {
  const { t } = useTranslation();
  // Runs after sonner's Toaster (a child) has subscribed, so the waiting notices are not lost.
  useEffect(() => attachToaster(display), []);
  return (
    <Toaster
      position="top-center"
      // Every notice shown in full, not stacked behind the newest: each can be read and closed.
      expand
      richColors
      closeButton
      containerAriaLabel={t('notices')}
      toastOptions={{ closeButtonAriaLabel: t('close'), className: 'notice' }}
    />
  );
}
