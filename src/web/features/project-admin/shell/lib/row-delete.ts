/**
 * The deletes of the organiser's tables: a row's (confirmed, or careful: what goes is shown first) and the
 * chosen rows'.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import {
  pendingFor,
  useCarefulDelete,
  useConfirmedMutation,
} from '@web/components/ui/notices/mutation-notices';
import type { TFunction } from '@web/i18n/core';
import { useBulkDelete } from '../api/bulk-delete';
import { getBulkDeletePreview, getDeletePreview, type DeleteVars } from '../api/careful-delete';
import type { ProjectAdminScope } from '../api/scope';
import { bulkDeleteTexts, rowDeleteTexts } from './delete-texts';

/**
 * A row's delete button wired to a confirmed deletion, worded by the page's messages: `confirmDelete`,
 * `deleted` and `deleteFailed`, each given the row's `vars`.
 */
export function useRowDelete(mutation: UseMutationResult<unknown, Error, number>, t: TFunction) {
  const remove = useConfirmedMutation(mutation);
  return (id: number, vars: Record<string, string>) => ({
    deleting: pendingFor(mutation, id),
    onDelete: () => void remove(id, rowDeleteTexts(t, vars)),
  });
}

/**
 * Row deletes of posters and judges: what goes is shown first (the server's counts), and the poster number or
 * judge username must be typed when evaluations would go with it.
 */
export function useCarefulRowDelete(
  mutation: UseMutationResult<unknown, Error, DeleteVars>,
  scope: ProjectAdminScope,
  kind: 'posters' | 'judges',
  t: TFunction,
) {
  const remove = useCarefulDelete(mutation);
  return (id: number, vars: Record<string, string>) => ({
    deleting: mutation.isPending && mutation.variables?.id === id,
    onDelete: () => void remove({ id }, () => getDeletePreview(scope, kind, id), rowDeleteTexts(t, vars)),
  });
}

/**
 * The bulk delete of posters or judges, for ProjectAdminTable's `bulk`: what all of the chosen take with them
 * is shown first (the server's bulk-delete-preview), and their count must be typed when evaluations would go
 * too.
 */
export function useCarefulBulkDelete(scope: ProjectAdminScope, kind: 'posters' | 'judges', t: TFunction) {
  const remove = useCarefulDelete(useBulkDelete(kind));
  return {
    actionLabel: t('bulkDelete'),
    run: (ids: number[]) =>
      remove({ ids }, () => getBulkDeletePreview(scope, kind, ids), bulkDeleteTexts(t, ids.length)),
  };
}
