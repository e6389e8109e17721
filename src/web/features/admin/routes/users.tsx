/** admin/users: the participants of the project, from Excel or by hand; delete. */
import { useState } from 'react';
import { displayId } from '../../../../shared/format';
import { formatDate } from '../../../i18n';
import { useDeleteParticipant } from '../api/delete-participant';
import { useParticipants } from '../api/get-participants';
import { useAdminScope } from '../api/scope';
import { AdminPage } from '../components/admin-page';
import { AdminTable, NameCell, RowActions, useRowDelete } from '../components/admin-table';
import { PeopleUpload } from '../components/people-upload';
import { QueryView } from '../components/query-view';
import { UserFormModal } from '../components/user-form';
import { useUsersT } from '../i18n/users';

export default function UsersPage() {
  const { t, i18n } = useUsersT();
  const scope = useAdminScope();
  const q = useParticipants();
  const del = useDeleteParticipant();
  const rowDelete = useRowDelete(del, t);
  const [adding, setAdding] = useState(false);
  const users = q.data ?? [];
  const add = (
    <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
      {t('add')}
    </button>
  );

  return (
    <AdminPage title={t('title')} slug={scope.slug} actions={add}>
      <PeopleUpload kind="users" title={t('uploadTitle')} hint={t('uploadHint')} />
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
              actions={(u) => <RowActions {...rowDelete(u.id, { name: u.full_name || u.username })} />}
            />
          )
        }
      </QueryView>
      {adding ? <UserFormModal onClose={() => setAdding(false)} /> : null}
    </AdminPage>
  );
}
