/** SPEC.md's alerts as sonner toasts: errors carry role="alert", successes role="status", above the router. */
import { Toaster, toast } from 'sonner';
import { useTranslation } from '../../i18n';

/**
 * `notice.error(text)` and `notice.success(text)` from anywhere, components or mutation callbacks: sonner keeps
 * its own store, so a notice survives the navigation that follows it. Errors stay longer to be read.
 */
export const notice = {
  error(message: string): void {
    toast.error(
      <span role="alert" className="notice-text">
        {message}
      </span>,
      { duration: 10_000 },
    );
  },
  success(message: string): void {
    toast.success(
      <span role="status" className="notice-text">
        {message}
      </span>,
    );
  },
};

/** The one place notices show: top centre, coloured by kind, each with a close button in the page's language. */
export function Notices() {
  const { t } = useTranslation();
  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      containerAriaLabel={t('notices')}
      toastOptions={{ closeButtonAriaLabel: t('close'), className: 'notice' }}
    />
  );
}
