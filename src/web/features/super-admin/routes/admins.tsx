/** /super-admin/admins: every admin account, create/edit/delete, and project assignment (docs/product.md#screens). */
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminAccount } from '@shared/contracts/admins';
import { Badge } from '@web/components/ui/layout/badge';
import { badgeClass } from '@web/components/ui/layout/badge-tone';
import { useConfirmedMutation } from '@web/components/ui/notices/mutation-notices';
import { notice } from '@web/components/ui/notices/notice-store';
import { useDeleteAdmin } from '../api/delete-admin';
import { useAdmins } from '../api/get-admins';
import { useAdminId } from '../api/scope';
import { AdminFormModal } from '../components/admin-form-modal';
import { AssignProjectsModal } from '../components/assign-projects-modal';
import { ListTable } from '../components/list-table';
import { SuperAdminShell } from '../components/super-admin-shell';
import { useAdminsT } from '../i18n/admins';
import { RowActions } from '../components/row-actions';
import { useDialogInAddress } from '@web/lib/dialog-in-address';
import { paths } from '@web/lib/paths';

export default function SuperAdminAdminsPage() {
  const { t } = useAdminsT();
  const myId = useAdminId();
  const admins = useAdmins();
  const remove = useConfirmedMutation(useDeleteAdmin());
  // Kept as an id so the modal shows the list's fresh data after each assign or unassign.
  const [assigningId, setAssigningId] = useState<number | null>(null);

  const list = admins.data ?? [];
  const dialog = useDialogInAddress(admins.data);
  const supers = list.filter((a) => a.is_super_admin).length;
  const assigning = list.find((a) => a.id === assigningId);

  async function onDelete(admin: AdminAccount) {
    if (admin.id === myId) {
      notice.error(t('remove.self'));
      return;
    }
    const name = admin.full_name || admin.username;
    await remove(admin.id, {
      title: t('remove.title'),
      message: t('remove.message', { name }),
      confirmLabel: t('remove.confirm'),
      done: t('remove.done', { name }),
      failed: t('remove.failed'),
    });
  }

  const actions = (
    <button type="button" className="btn btn-primary" onClick={dialog.openNew}>
      + {t('create')}
    </button>
  );

  return (
    <SuperAdminShell
      title={t('title')}
      subtitle={admins.data ? t('summary', { total: list.length, supers }) : undefined}
      actions={actions}
    >
      <ListTable
        query={admins}
        label={t('title')}
        failed={t('loadFailed')}
        empty={t('empty')}
        columns={[
          t('col.name'),
          t('col.email'),
          t('col.username'),
          t('col.role'),
          t('col.projects'),
          t('col.actions'),
        ]}
      >
        {(items) =>
          items.map((a) => (
            <AdminRow
              key={a.id}
              admin={a}
              isSelf={a.id === myId}
              onEdit={() => dialog.openEdit(a)}
              onDelete={() => void onDelete(a)}
              onManage={() => setAssigningId(a.id)}
            />
          ))
        }
      </ListTable>
      {dialog.open ? (
        <AdminFormModal
          admin={dialog.open.record ?? undefined}
          isSelf={dialog.open.record?.id === myId}
          onClose={dialog.close}
        />
      ) : null}
      {assigning ? <AssignProjectsModal admin={assigning} onClose={() => setAssigningId(null)} /> : null}
    </SuperAdminShell>
  );
}

function AdminRow({
  admin: a,
  isSelf,
  onEdit,
  onDelete,
  onManage,
}: {
  admin: AdminAccount;
  isSelf: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onManage: () => void;
}) {
  const { t } = useAdminsT();
  const name = a.full_name || a.username;
  return (
    <tr className={a.is_active ? undefined : 'dimmed'}>
      <td data-label={t('col.name')}>
        <strong>{name}</strong>
        {isSelf ? <span className="sa-you"> {t('you')}</span> : null}
        {!a.is_active ? (
          <div>
            <Badge>{t('inactiveAccount')}</Badge>
          </div>
        ) : null}
      </td>
      <td data-label={t('col.email')}>{a.email}</td>
      <td className="muted" data-label={t('col.username')}>
        @{a.username}
      </td>
      <td data-label={t('col.role')}>
        <Badge tone={a.is_super_admin ? 'accent' : 'info'}>
          {a.is_super_admin ? t('roleSuper') : t('roleProject')}
        </Badge>
      </td>
      <td data-label={t('col.projects')}>
        {a.is_super_admin ? (
          <span className="muted">{t('allProjects')}</span>
        ) : (
          <div className="sa-assigned">
            {a.assigned_projects.length === 0 ? <span className="muted small">{t('noProjects')}</span> : null}
            {a.assigned_projects.map((p) => (
              <Link key={p.id} to={paths.superAdmin.project(p.id)} className={badgeClass('info')}>
                {p.name}
              </Link>
            ))}
            <button
              type="button"
              className="btn btn-sm"
              onClick={onManage}
              aria-label={t('manageFor', { name })}
            >
              {t('manage')}
            </button>
          </div>
        )}
      </td>
      <RowActions label={t('col.actions')} onEdit={onEdit} onDelete={isSelf ? undefined : onDelete} />
    </tr>
  );
}
