import type { ReactNode } from 'react';
import { useTranslation } from '@web/i18n/core';

/** Cancel and a submit button that says it is saving (and turns, aria-busy) while the change is on its way. */
export function DialogActions({
  onCancel,
  pending,
  label,
  children,
}: {
  onCancel: () => void;
  pending: boolean;
  label?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="dialog-actions">
      {children}
      <button type="button" className="btn" onClick={onCancel}>
        {t('cancel')}
      </button>
      <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
        {pending ? t('saving') : (label ?? t('save'))}
      </button>
    </div>
  );
}
