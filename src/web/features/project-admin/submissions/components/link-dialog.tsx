/** A presenter link just issued: its URL, shown this once, with a copy button and when it stops working. */
import { useState } from 'react';
import type { PresenterLink } from '@shared/contracts/submissions';
import { Field } from '@web/components/ui/forms/field';
import { Modal } from '@web/components/ui/dialogs/modal';
import { useTime } from '@web/current-project/use-time';
import { useSubmissionsT } from '../i18n/submissions';

export function LinkDialog({
  name,
  link,
  onClose,
}: {
  name: string;
  link: PresenterLink;
  onClose: () => void;
}) {
  const { t } = useSubmissionsT();
  const time = useTime();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('link.title', { name })}>
      <div className="stack">
        <p>{t('link.once')}</p>
        <Field label={t('link.url')} readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
        <p className="muted small">
          {link.expires_at ? t('link.expires', { time: time.dateTime(link.expires_at) }) : t('link.noExpiry')}
        </p>
        <p role="status" className="small">
          {copied === 'yes' ? t('link.copied') : copied === 'no' ? t('link.copyFailed') : ''}
        </p>
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common:close')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void copy()}>
            {t('link.copy')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
