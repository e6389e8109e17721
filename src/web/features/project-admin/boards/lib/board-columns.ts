import type { HeadColumn } from '@web/components/ui/tables/table';
import type { TFunction } from '@web/i18n/core';

/**
 * The head of a table of posters on boards (the boards, the numbering's preview): the poster's number, its
 * title, its session, then the board columns given.
 */
export const boardColumns = (t: TFunction, ...boards: string[]): HeadColumn[] => [
  { label: t('col.number'), className: 'num' },
  t('col.title'),
  t('col.name'),
  ...boards,
];
