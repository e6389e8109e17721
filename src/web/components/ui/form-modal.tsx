/** The create and edit dialogs: the fields, one red message (role alert), cancel and save. */
import type { FormEventHandler, ReactNode } from 'react';
import { failedWith } from '../../lib/error-message';
import { DialogActions, FormAlert } from './form';
import { Modal } from './modal';

export function FormModal({
  title,
  onClose,
  onSubmit,
  mutations,
  order = [],
  message,
  failed,
  label,
  wide,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The save calls (create, update): while one runs the button waits; a failure is said in the red message. */
  mutations: Array<{ isPending: boolean; error: unknown }>;
  /** Fields whose problem is said in the red message, first one first (others show at their field). */
  order?: readonly string[];
  message: (name: string) => string | undefined;
  /** The failure's words: "`failed`: server detail". */
  failed: string;
  /** The submit button's word, if not "Save". */
  label?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const pending = mutations.some((m) => m.isPending);
  const error = mutations.find((m) => m.error)?.error;
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title} wide={wide}>
      <form className="stack" onSubmit={onSubmit} noValidate>
        {children}
        <FormAlert order={order} message={message} failure={error ? failedWith(failed, error) : null} />
        <DialogActions onCancel={onClose} pending={pending} label={label} />
      </form>
    </Modal>
  );
}
