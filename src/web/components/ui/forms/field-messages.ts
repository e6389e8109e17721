/** A field's problem said in the page's language: by emptiness first, then by the zod issue code. */
import type { FieldError, FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { TFunction } from '@web/i18n/core';

/**
 * The i18n key said for a field's problem: `required` when the field is empty, otherwise by the zod issue code
 * (`too_small`, `too_big`, `invalid_format`, ...), then `default`. Keys may name another namespace (`common:...`).
 */
export type FieldMessages = Record<string, Partial<Record<'required' | 'default' | string, string>>>;

const fallback: Record<string, string> = {
  too_big: 'common:form.tooLong',
  invalid_format: 'common:form.invalid',
};

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The translated message for one field's error (undefined when the field is fine). */
export function fieldMessage(
  t: TFunction,
  messages: FieldMessages,
  name: string,
  error: FieldError | undefined,
  value: unknown,
): string | undefined {
  // A refusal by the server is said at its field (`Field`, server-field-errors.ts), not here.
  if (!error || error.type === 'server') return undefined;
  const m = messages[name] ?? {};
  const key =
    (isEmpty(value) ? m.required : undefined) ??
    m[String(error.type)] ??
    m.default ??
    fallback[String(error.type)] ??
    'common:form.invalid';
  return t(key);
}

/** The translated message of each field of a form (`t` of the form's own namespace). */
export function useFieldMessages<V extends FieldValues>(
  t: TFunction,
  form: Pick<UseFormReturn<V, unknown, FieldValues>, 'formState' | 'getValues'>,
  messages: FieldMessages,
): (name: string) => string | undefined {
  const errors: FieldErrors = form.formState.errors;
  return (name) =>
    fieldMessage(t, messages, name, errors[name] as FieldError | undefined, form.getValues(name as Path<V>));
}
