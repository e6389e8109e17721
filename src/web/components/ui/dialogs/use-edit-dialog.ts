/** The frame of a dialog that adds a record or edits the open one. */
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { TFunction } from '@web/i18n/core';
import { useEditVersion } from '../forms/use-edit-version';

type Save = { isPending: boolean; error: unknown; isSuccess?: boolean };

/**
 * A dialog that adds a record, or edits `record` when one is open: FormModal's title (`form.createTitle` or
 * `form.editTitle` of `t`), its two saves and its closing (`dialog`, spread on it), and the version an edit is
 * based on (useEditVersion: the record's, then the stored one after a conflict).
 */
export function useEditDialog<V extends FieldValues, R extends { version: number }>({
  record,
  form,
  toValues,
  create,
  update,
  t,
  onClose,
}: {
  record: R | null | undefined;
  form: Pick<UseFormReturn<V, unknown, FieldValues>, 'reset'>;
  toValues: (record: R) => DefaultValues<V>;
  create: Save;
  update: Save & { data?: { version: number } | undefined };
  t: TFunction;
  onClose: () => void;
}) {
  const version = useEditVersion(form, record, update, toValues);
  const dialog = {
    title: t(record ? 'form.editTitle' : 'form.createTitle'),
    mutations: [create, update],
    onClose,
  };
  return { version, dialog };
}
