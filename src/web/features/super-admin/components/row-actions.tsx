/** The last cell of a super admin table row: edit, and delete unless the row may not be deleted. */
import { useShellT } from '../i18n/shell';

export function RowActions({
  label,
  onEdit,
  onDelete,
}: {
  /** The column's name, shown beside the buttons on phones (stacked tables). */
  label: string;
  onEdit: () => void;
  onDelete?: () => void;
}) {
  const { t } = useShellT();
  return (
    <td data-label={label}>
      <div className="sa-actions">
        <button type="button" className="btn btn-sm" onClick={onEdit}>
          {t('common:edit')}
        </button>
        {onDelete ? (
          <button type="button" className="btn btn-sm btn-danger-quiet" onClick={onDelete}>
            {t('common:delete')}
          </button>
        ) : null}
      </div>
    </td>
  );
}
