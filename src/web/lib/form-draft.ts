/**
 * Unsaved form values kept in this tab (sessionStorage) while a form is open, so a session that ends mid-edit
 * (the login page, then back) or a reload does not lose them. Passwords are never kept.
 */
import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const PREFIX = 'draft:';

function hash(text: string): string {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(31, h) + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

/** A draft's key: the page, the form, and the values it started from (another record, another draft). */
export function draftKey(page: string, form: string, startedFrom: unknown): string {
  return `${PREFIX}${page}|${form}|${hash(JSON.stringify(startedFrom ?? null))}`;
}

function read(key: string): Record<string, unknown> | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const kept = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([k]) => !/password/i.test(k)));

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    /* storage disabled: nothing was kept */
  }
}

/**
 * Restores the form's draft when it opens, then keeps every change. Call `clearDraft(key)` when the form is
 * saved or cancelled.
 */
export function useFormDraft<V extends FieldValues>(
  form: UseFormReturn<V, unknown, FieldValues>,
  key: string,
) {
  const { reset, getValues, watch } = form;
  useEffect(() => {
    const draft = read(key);
    if (draft) reset({ ...getValues(), ...draft } as V, { keepDefaultValues: true });
    const sub = watch((values) => {
      try {
        sessionStorage.setItem(key, JSON.stringify(kept(values as Record<string, unknown>)));
      } catch {
        /* storage full or disabled: the form still holds the values */
      }
    });
    return () => sub.unsubscribe();
  }, [key, reset, getValues, watch]);
}
