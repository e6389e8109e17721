/** How a change ends, said in a notice: the mutate() callbacks, and a confirmed variant for deletions. */
import type { UseMutationResult } from '@tanstack/react-query';
import { failedWith } from '@web/lib/error-message';
import { useConfirm } from '../dialogs/use-confirm';
import { notice } from './notice-store';
import { i18n } from '@web/i18n';
import type { DeletePreview } from '@shared/deletes';

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
  /** What the dialog does ("포스터 삭제" / "Delete poster"), never a bare "확인". */
  title: string;
  message: string;
  confirmLabel: string;
  done: string;
  failed: string;
};

/**
 * Asks first in a real dialog (deletions and cancellations are confirmed: docs/product.md#the-interface),
 * then runs the mutation and says how it went. Answers whether the change was made.
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

/**
 * A delete that first shows what it removes (the server's delete-preview) and, when the server names one, asks
 * for that name to be typed; the typed name goes with the delete as `confirm` (the server checks it too).
 * `target` is what the mutation deletes (`{ id }`, or `{ ids }` for a chosen few).
 */
export function useCarefulDelete<V extends { confirm?: string }>(
  mutation: UseMutationResult<unknown, Error, V>,
) {
  const confirm = useConfirm();
  return async (
    target: Omit<V, 'confirm'>,
    preview: () => Promise<DeletePreview>,
    texts: ConfirmedTexts,
  ): Promise<boolean> => {
    const { done, failed, ...question } = texts;
    let counts: DeletePreview;
    try {
      counts = await preview();
    } catch (err) {
      notice.error(failedWith(failed, err));
      return false;
    }
    const message = `${question.message}\n${i18n.t('common:removes', counts)}`;
    const typeToConfirm = counts.confirm;
    if (!(await confirm({ ...question, message, typeToConfirm, danger: true }))) return false;
    return mutation
      .mutateAsync({ ...target, ...(typeToConfirm ? { confirm: typeToConfirm } : {}) } as V)
      .then(
        () => (notice.success(done), true),
        (err: unknown) => (notice.error(failedWith(failed, err)), false),
      );
  };
}

/** The row whose change is on its way (its buttons wait). */
export function pendingFor<V>(mutation: UseMutationResult<unknown, Error, V>, v: V): boolean {
  return mutation.isPending && mutation.variables === v;
}
