/** The confirmation dialog (Radix AlertDialog), loaded on first use. */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useTranslation } from '../../i18n';

export type ConfirmOptions = { title?: string; message: string; confirmLabel?: string; danger?: boolean };

/** Loaded on first use, so pages that never confirm (the judge's) do not carry the dialog library. */
export default function ConfirmDialog({
  opts,
  settle,
}: {
  opts: ConfirmOptions;
  settle: (v: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && settle(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog">
          <AlertDialog.Title className="dialog-title">{opts.title ?? t('confirm')}</AlertDialog.Title>
          <AlertDialog.Description style={{ whiteSpace: 'pre-line' }}>{opts.message}</AlertDialog.Description>
          <div className="dialog-actions">
            <AlertDialog.Cancel className="btn" onClick={() => settle(false)}>
              {t('cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={`btn ${opts.danger ? 'btn-danger' : 'btn-primary'}`}
              onClick={() => settle(true)}
            >
              {opts.confirmLabel ?? t('confirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
