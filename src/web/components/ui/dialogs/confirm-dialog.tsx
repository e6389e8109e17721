/** The confirmation dialog (Radix AlertDialog), loaded on first use. */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useId, useState } from 'react';
import { useTranslation } from '@web/i18n';

export type ConfirmOptions = {
  /** What the dialog does ("포스터 삭제" / "Delete poster"), never a bare "확인". */
  title: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
  /** A name to type before the button enables (deletes that remove a project or evaluations). */
  typeToConfirm?: string | null;
};

/** Letter case and surrounding spaces do not matter (the server compares the same way). */
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Loaded on first use, so pages that never confirm (the judge's) do not carry the dialog library. */
export default function ConfirmDialog({
  opts,
  settle,
}: {
  opts: ConfirmOptions;
  settle: (v: boolean) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const needed = opts.typeToConfirm;
  const ready = !needed || same(typed, needed);
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && settle(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog">
          <AlertDialog.Title className="dialog-title">{opts.title}</AlertDialog.Title>
          <AlertDialog.Description style={{ whiteSpace: 'pre-line' }}>{opts.message}</AlertDialog.Description>
          {needed ? (
            <div className="field">
              <label htmlFor={inputId}>{t('typeToConfirm', { name: needed })}</label>
              <input
                id={inputId}
                className="input"
                autoComplete="off"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            </div>
          ) : null}
          <div className="dialog-actions">
            <AlertDialog.Cancel className="btn" onClick={() => settle(false)}>
              {t('cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={`btn ${opts.danger ? 'btn-danger' : 'btn-primary'}`}
              disabled={!ready}
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
