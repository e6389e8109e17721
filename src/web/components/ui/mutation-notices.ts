/** How a change ends, said in a notice: the mutate() callbacks, and a confirmed variant for deletions. */
import type { UseMutationResult } from '@tanstack/react-query';
import { failedWith } from '../../lib/error-message';
import { useConfirm } from './confirm';
import { notice } from './notices';

/**
 * `mutation.mutate(v, saidAs(t('saved'), t('saveFailed')))`: a success notice (then `then`), or "failed: server
 * detail".
 */
export function saidAs(done: string, failed: string, then?: () => void) {
  return {
    onSuccess: () => {
      notice.success(done);
      then?.();
    },
    onError: (err: unknown) => notice.error(failedWith(failed, err)),
  };
}

/** `mutation.mutate(v, doneThen(t('created'), onClose))`: a success notice, then what comes next. */
export function doneThen(done: string, then: () => void) {
  return {
    onSuccess: () => {
      notice.success(done);
      then();
    },
  };
}

export type ConfirmedTexts = {
  title?: string;
  message: string;
  confirmLabel: string;
  done: string;
  failed: string;
};

/**
 * Asks first in a real dialog (SPEC.md: deletions and cancellations are confirmed), then runs the mutation and
 * says how it went. Answers whether the change was made.
 */
export function useConfirmedMutation<V>(mutation: UseMutationResult<unknown, Error, V>) {
  const confirm = useConfirm();
  return async (v: V, texts: ConfirmedTexts): Promise<boolean> => {
    const { done, failed, ...question } = texts;
    if (!(await confirm({ ...question, danger: true }))) return false;
    return mutation.mutateAsync(v).then(
      () => (notice.success(done), true),
      (err: unknown) => (notice.error(failedWith(failed, err)), false),
    );
  };
}

/** The row whose change is on its way (its buttons wait). */
export function pendingFor<V>(mutation: UseMutationResult<unknown, Error, V>, v: V): boolean {
  return mutation.isPending && mutation.variables === v;
}
