/**
 * A form's submit button: unavailable while the form is on its way (`pending`), saying so ("Saving…", or
 * `saying`), and while `blocked` (nothing to send yet).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@web/i18n/core';

export function SubmitButton({
  pending,
  blocked = false,
  saying,
  className = 'btn btn-primary',
  children,
}: {
  pending: boolean;
  blocked?: boolean;
  /** What it says while pending, if not "Saving…". */
  saying?: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <button type="submit" className={className} disabled={pending || blocked}>
      {pending ? (saying ?? t('saving')) : children}
    </button>
  );
}
