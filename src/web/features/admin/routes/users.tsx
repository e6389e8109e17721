/** admin/users: the participants of the project, from Excel or by hand; delete. */
import { useState } from 'react';
import { displayId } from '../../../../shared/format';
import { pendingFor, useConfirmedMutation } from '../../../components/ui/mutation-notices';
import { formatDate } from '../../../i18n';
import { useDeleteParticipant } from '../api/delete-participant';
import { useDownloadTemplate } from '../api/download-template';
import { useParticipants } from '../api/get-participants';
import { useAdminScope } from '../api/scope';
import { useUploadExcel } from '../api/upload-excel';
import { AdminPage } from '../components/admin-page';
import { AdminTable, NameCell, RowActions } from '../components/admin-table';
import { ExcelUpload } from '../components/excel-upload';
import { QueryView } from '../components/query-view';
import { useDescribeBulk } from '../components/upload-describe';
import { UserFormModal } from '../components/user-form';
import { useUsersT } from '../i18n/users';

export default function UsersPage() {
  const { t, i18n } = useUsersT();
  const scope = useAdminScope();
  const q = useParticipants();
  const del = useDeleteParticipant();
  const remove = useConfirmedMutation(del);
  const [adding, setAdding] = useState(false);
  const users = q.data ?? [];
  const add = (
    <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
      {t('add')}
    </button>
  );

  return (
    <AdminPage title={t('title')} slug={scope.slug} actions={add}>
      <ExcelUpload
        title={t('uploadTitle')}
        hint={t('uploadHint')}
        upload={useUploadExcel('users')}
        template={useDownloadTemplate('users')}
        describe={useDescribeBulk()}
        failedMessage={t('admin:upload.failed')}
      />
      <QueryView queries={[q]} failed={t('loadFailed')}>
        {() =>
          users.length === 0 ? (
            <p className="empty">{t('empty')}</p>
          ) : (
            <AdminTable
              heading={<span className="muted">{t('count', { count: users.length })}</span>}
              label={t('title')}
              rows={users}
              searchable={(u) => [displayId('U', u.id), u.full_name, u.username, u.email]}
              columns={[
                { header: t('col.id'), cell: (u) => displayId('U', u.id), className: 'id-cell' },
                { header: t('col.name'), cell: (u) => <NameCell name={u.full_name} username={u.username} /> },
                { header: t('col.email'), cell: (u) => u.email },
                {
                  header: t('col.registered'),
                  cell: (u) => formatDate(u.created_at, i18n.language),
                  className: 'hide-sm',
                },
              ]}
              actions={(u) => (
                <RowActions
                  deleteLabel={t('deleteLabel', { name: u.full_name || u.username })}
                  deleting={pendingFor(del, u.id)}
                  onDelete={() =>
                    void remove(u.id, {
                      message: t('confirmDelete', { name: u.full_name || u.username }),
                      confirmLabel: t('common:delete'),
                      done: t('deleted'),
                      failed: t('deleteFailed'),
                    })
                  }
                />
              )}
            />
          )
        }
      </QueryView>
      {adding ? <UserFormModal onClose={() => setAdding(false)} /> : null}
    </AdminPage>
  );
}
