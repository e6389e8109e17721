/** A row's last cell: its actions behind the one menu button, named for the row ("{{name}} 작업"). */
import { RowMenu, type RowMenuItem } from '@web/components/ui/tables/row-menu';
import { useProjectAdminT } from '../i18n/project-admin';

export function RowActions({ name, items }: { name: string; items: RowMenuItem[] }) {
  const { t } = useProjectAdminT();
  return (
    <td className="actions">
      <RowMenu label={t('rowActions', { name })} items={items} />
    </td>
  );
}
