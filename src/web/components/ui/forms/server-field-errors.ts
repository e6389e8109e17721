/**
 * A failed save said next to the field it concerns: the server's `field` becomes that field's error (type
 * `server`), shown under the input by `Field` and focused, in the page's language.
 */
import { createContext, useContext, useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@web/lib/api';
import { errorMessage } from '@web/lib/error-message';

type Lookup = (name: string) => string | undefined;

export const ServerFieldErrors = createContext<Lookup>(() => undefined);

/** The field of the form a failure names, when the form has that field. */
export function failedField(form: Pick<UseFormReturn<FieldValues>, 'getValues'>, err: unknown) {
  if (!(err instanceof ApiError) || !err.field) return undefined;
  const name = err.field.split('.')[0]!;
  return Object.hasOwn(form.getValues(), name) ? name : undefined;
}

/** Sets the named field's error from the latest failure, focuses it, and answers the lookup for `Field`. */
export function useServerFieldErrors<V extends FieldValues>(
  form: UseFormReturn<V, unknown, FieldValues>,
  error: unknown,
): Lookup {
  const { setError, setFocus } = form;
  const name = failedField(form as unknown as UseFormReturn<FieldValues>, error);
  useEffect(() => {
    if (!name) return;
    setError(name as Path<V>, { type: 'server', message: errorMessage(error) }, { shouldFocus: false });
    setFocus(name as Path<V>);
  }, [error, name, setError, setFocus]);
  const errors = form.formState.errors as Record<string, { type?: unknown; message?: unknown } | undefined>;
  return (field) => {
    const e = errors[field];
    return e?.type === 'server' && typeof e.message === 'string' ? e.message : undefined;
  };
}

/** The server's message for a field inside a form that provides it (`Field` reads this). */
export const useServerFieldError = (name: string | undefined): string | undefined => {
  const lookup = useContext(ServerFieldErrors);
  return name ? lookup(name) : undefined;
};
