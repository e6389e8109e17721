/** The version an edit form is based on, and the stored values after an edit conflict. */
import { useEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@web/lib/api';

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
