/** The create and edit dialogs: the fields, one red message (role alert), cancel and save. */
import type { FormEventHandler, ReactNode } from 'react';
import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { clearDraft } from '@web/lib/form-draft';
import { DialogActions } from './dialog-actions';
import { FormAlert } from '../forms/form-alert';
import { useFormSave } from '../forms/use-form-save';
import { Modal } from './modal';
import { ServerFieldErrors } from '../forms/server-field-errors';

export function FormModal<V extends FieldValues>({
  title,
  form,
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
  /** The dialog's form: a refusal naming one of its fields is said at that field; its draft is kept. */
  form: UseFormReturn<V, unknown, FieldValues>;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The save calls (create, update): while one runs the button waits; a failure is said in the red message. */
  mutations: Array<{ isPending: boolean; error: unknown; isSuccess?: boolean }>;
  /** Fields whose problem is said in the red message, first one first (others show at their field). */
  order?: readonly string[];
  message: (name: string) => string | undefined;
  /** The failure's words: "`failed`: what went wrong". */
  failed: string;
  /** The submit button's word, if not "Save". */
  label?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const pending = mutations.some((m) => m.isPending);
  const error = mutations.find((m) => m.error)?.error;
  // The values it opened with name the draft: another record's dialog does not get this one's values.
  const {
    draft: key,
    serverErrors,
    failure,
  } = useFormSave(form, title, form.formState.defaultValues, error, failed);
  const saved = mutations.some((m) => m.isSuccess);
  useEffect(() => {
    if (saved) clearDraft(key);
  }, [saved, key]);
  const close = () => {
    clearDraft(key);
    onClose();
  };
  return (
    <Modal open onOpenChange={(open) => !open && close()} title={title} wide={wide}>
      <ServerFieldErrors.Provider value={serverErrors}>
        <form className="stack" onSubmit={onSubmit} noValidate>
          {children}
          <FormAlert order={order} message={message} failure={failure} />
          <DialogActions onCancel={close} pending={pending} label={label} />
        </form>
      </ServerFieldErrors.Provider>
    </Modal>
  );
}
