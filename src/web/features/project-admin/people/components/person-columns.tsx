import { displayId } from '@shared/format';
import type { TFunction } from '@web/i18n/core';
import type { Column } from '@web/features/project-admin/shell/components/project-admin-table';
import { NameCell } from './name-cell';

/**
 * The columns every list of people starts with: the number (J-001, U-001), name with @username, and e-mail,
 * sortable by the server's keys `number`, `name` and `email`.
 */
export function personColumns<T extends Person>(
  t: TFunction,
  prefix: 'J' | 'U',
): Column<T, 'number' | 'name' | 'email'>[] {
  return [
    { header: t('col.id'), cell: (p) => displayId(prefix, p.id), className: 'id-cell', sort: 'number' },
    {
      header: t('col.name'),
      cell: (p) => <NameCell name={p.full_name} username={p.username} />,
      sort: 'name',
    },
    { header: t('col.email'), cell: (p) => p.email, className: 'break', sort: 'email' },
  ];
}
export type Person = { id: number; full_name: string | null; username: string; email: string };
