/** What a form that saves needs around its fields (the dialogs' FormModal and the poster page's form). */
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router';
import { failedWith } from '@web/lib/error-message';
import { draftKey, useFormDraft } from '@web/lib/form-draft';
import { failedField, useServerFieldErrors } from './server-field-errors';

/**
 * The form's draft kept on the device while it is open (the key, named by the page, `name` and the values it
 * started from, for `clearDraft` once saved); the save's refusal of one field for `ServerFieldErrors` (said at
 * that field); any other failure as the red message's `failure` ("`failed`: what went wrong").
 */
export function useFormSave<V extends FieldValues>(
  form: UseFormReturn<V, unknown, FieldValues>,
  name: string,
  startedFrom: unknown,
  error: unknown,
  failed: string,
) {
  const { pathname } = useLocation();
  const [draft] = useState(() => draftKey(pathname, name, startedFrom));
  useFormDraft(form, draft);
  const serverErrors = useServerFieldErrors(form, error);
  const atField = failedField(form as unknown as UseFormReturn<FieldValues>, error) !== undefined;
  return { draft, serverErrors, failure: error && !atField ? failedWith(failed, error) : null };
}
