/**
 * Which create or edit dialog of a page is open, kept in the page's address (`?dialog=new`, `?dialog=7`), so
 * a session that ends mid-edit brings the person back after the login to the same dialog, filled from its
 * draft (lib/form-draft.ts), and Back closes a dialog instead of leaving the page (decision 034).
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const KEY = 'dialog';

export type DialogInAddress<R> = {
  /** null: closed; `{record: null}`: a new one; `{record}`: editing it (once the page has it loaded). */
  open: { record: R | null } | null;
  openNew: () => void;
  openEdit: (record: R) => void;
  close: () => void;
};

export function useDialogInAddress<R extends { id: number }>(
  records: readonly R[] | undefined,
): DialogInAddress<R> {
  const [params, setParams] = useSearchParams();
  const value = params.get(KEY);
  const set = useCallback(
    (next: string | null) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next === null) p.delete(KEY);
          else p.set(KEY, next);
          return p;
        },
        // Opening is a step Back undoes; closing replaces it, so Back then leaves the page as before.
        { replace: next === null, preventScrollReset: true },
      ),
    [setParams],
  );
  const record = value && value !== 'new' ? records?.find((r) => String(r.id) === value) : undefined;
  return {
    open: value === 'new' ? { record: null } : record ? { record } : null,
    openNew: () => set('new'),
    openEdit: (r) => set(String(r.id)),
    close: () => set(null),
  };
}
