import type { RowMenuItem } from '@web/components/ui/tables/row-menu';
import { useProjectAdminT } from '../i18n/project-admin';

/** A row's menu: edit (a dialog or a page) and delete, the delete last and in the danger colour. */
export function useRowMenu() {
  const { t } = useProjectAdminT();
  return ({
    onEdit,
    editTo,
    onDelete,
    deleting,
  }: {
    onEdit?: () => void;
    /** An edit page instead of a dialog. */
    editTo?: string;
    onDelete: () => void;
    deleting: boolean;
  }): RowMenuItem[] => [
    ...(onEdit || editTo ? [{ label: t('common:edit'), onSelect: onEdit, to: editTo }] : []),
    { label: t('common:delete'), onSelect: onDelete, danger: true, disabled: deleting },
  ];
}

/** The menu of a row the page's dialog edits: edit opens the dialog on the row, delete names it (`name`). */
export function useDialogRowMenu<R extends { id: number }>(
  openEdit: (row: R) => void,
  rowDelete: (id: number, vars: Record<string, string>) => { onDelete: () => void; deleting: boolean },
) {
  const rowMenu = useRowMenu();
  return (row: R, name: string) => rowMenu({ onEdit: () => openEdit(row), ...rowDelete(row.id, { name }) });
}
