/** Forms on the shared zod contracts: react-hook-form with zodResolver, the messages said in the page's language. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '@web/lib/api';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation, type TFunction } from '@web/i18n/core';

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
  // A refusal by the server is said at its field (`Field`, server-field-error.tsx), not here.
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

/**
 * useForm validated by a shared schema (the server's own). Submitted values are the schema's output: trimmed,
 * empty optional fields as null, numbers as numbers; what is sent is what the server will accept.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'defaultValues'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    ...options,
  });
}

/**
 * The version an edit is based on (docs/decisions/030-edit-versions.md): the record's when the form opened; after
 * a 409 EDIT_CONFLICT the form shows the stored values the server sent and the next save is based on them.
 */
export function useEditVersion<V extends FieldValues, R extends { version: number }>(
  form: Pick<UseFormReturn<V, unknown, FieldValues>, 'reset'>,
  record: R | null | undefined,
  /** The save: its failure (a conflict) and its answer (the record as saved: the next save builds on it). */
  save: { error: unknown; data?: { version: number } | undefined },
  toValues: (record: R) => DefaultValues<V>,
): number | undefined {
  const [version, setVersion] = useState(record?.version);
  const { error } = save;
  const saved = save.data?.version;
  useEffect(() => {
    if (saved !== undefined) setVersion(saved);
  }, [saved]);
  const toValuesRef = useRef(toValues);
  toValuesRef.current = toValues;
  const { reset } = form;
  useEffect(() => {
    if (!(error instanceof ApiError) || error.code !== 'EDIT_CONFLICT' || !error.current) return;
    const current = error.current as R;
    reset(toValuesRef.current(current) as V);
    setVersion(current.version);
  }, [error, reset]);
  return version;
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

/**
 * One red message for the whole form (role alert): the first field problem in the order given, or else the
 * failure of the call. SPEC.md words several rules as one sentence ("name and email are required").
 */
export function FormAlert({
  order,
  message,
  failure,
}: {
  order: readonly string[];
  message: (name: string) => string | undefined;
  failure?: string | null;
}) {
  const text = order.map(message).find(Boolean) ?? failure ?? null;
  if (!text) return null;
  return (
    <div className="alert-inline" role="alert">
      {text}
    </div>
  );
}

/** Cancel and a submit button that says it is saving while the change is on its way. */
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
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? t('saving') : (label ?? t('save'))}
      </button>
    </div>
  );
}
