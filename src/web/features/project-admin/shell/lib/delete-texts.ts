/** The words of the organiser's deletes, from the page's messages. */
import type { ConfirmedTexts } from '@web/components/ui/notices/mutation-notices';
import type { TFunction } from '@web/i18n/core';

/** A row delete's words: `deleteTitle`, `confirmDelete` (given the row's `vars`), `deleted`, `deleteFailed`. */
export function rowDeleteTexts(t: TFunction, vars: Record<string, string>): ConfirmedTexts {
  return {
    title: t('deleteTitle'),
    message: t('confirmDelete', vars),
    confirmLabel: t('common:delete'),
    done: t('deleted'),
    failed: t('deleteFailed'),
  };
}

/** A bulk delete's words: `bulkDeleteTitle`, `confirmBulkDelete` and `bulkDeleted` (given the count), `deleteFailed`. */
export function bulkDeleteTexts(t: TFunction, count: number): ConfirmedTexts {
  return {
    title: t('bulkDeleteTitle'),
    message: t('confirmBulkDelete', { count }),
    confirmLabel: t('common:delete'),
    done: t('bulkDeleted', { count }),
    failed: t('deleteFailed'),
  };
}
