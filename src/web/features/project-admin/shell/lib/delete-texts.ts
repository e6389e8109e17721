/** The words of the organiser's deletes, from the page's messages (prefixed keys). */
import type { ConfirmedTexts } from '@web/components/ui/notices/mutation-notices';
import type { TFunction } from '@web/i18n/core';

/** A row delete's words: `deleteTitle`, `confirmDelete` (given the row's `vars`), `deleted`, `deleteFailed`. */
export function rowDeleteTexts(t: TFunction, prefix: string, vars: Record<string, string>): ConfirmedTexts {
  return {
    title: t(`${prefix}deleteTitle`),
    message: t(`${prefix}confirmDelete`, vars),
    confirmLabel: t('common:delete'),
    done: t(`${prefix}deleted`),
    failed: t(`${prefix}deleteFailed`),
  };
}

/** A bulk delete's words: `bulkDeleteTitle`, `confirmBulkDelete` and `bulkDeleted` (given the count), `deleteFailed`. */
export function bulkDeleteTexts(t: TFunction, count: number, prefix = ''): ConfirmedTexts {
  return {
    title: t(`${prefix}bulkDeleteTitle`),
    message: t(`${prefix}confirmBulkDelete`, { count }),
    confirmLabel: t('common:delete'),
    done: t(`${prefix}bulkDeleted`, { count }),
    failed: t(`${prefix}deleteFailed`),
  };
}
