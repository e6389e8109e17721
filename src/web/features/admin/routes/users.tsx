/** admin/users: the participants of the project, from Excel or by hand; delete. */
import { participantSorts, type Participant } from '@shared/contracts/participants';
import { formatDate } from '@web/i18n';
import { useConfirmedMutation } from '@web/components/ui/mutation-notices';
import { useBulkDelete } from '../api/bulk-delete';
import { useDeleteParticipant } from '../api/delete-participant';
import { useParticipantPage } from '../api/get-participant-page';
import { useAdminScope } from '../api/scope';
import { bulkDeleteTexts, personColumns, useRowDelete, useRowMenu } from '../components/admin-table';
import { useListState } from '../components/list-state';
import { PeoplePage } from '../components/people-page';
import { UserFormModal } from '../components/user-form';
import { useUsersT } from '../i18n/users';
import { useDialogInAddress } from '@web/lib/dialog-in-address';

export default function UsersPage() {
  const { t, i18n } = useUsersT();
  const scope = useAdminScope();
  const state = useListState(participantSorts, 'number');
  const list = useParticipantPage(state.query);
  const del = useDeleteParticipant();
  const rowDelete = useRowDelete(del, t);
  const rowMenu = useRowMenu();
  const bulkDelete = useConfirmedMutation(useBulkDelete('users'));
  const dialog = useDialogInAddress(undefined);
  return (
    <PeoplePage
      kind="users"
      t={t}
      slug={scope.slug}
      onAdd={dialog.openNew}
      list={list}
      state={state}
      empty={<p className="empty">{t('empty')}</p>}
      bulk={{
        actionLabel: t('bulkDelete'),
        run: (ids) => bulkDelete({ ids }, bulkDeleteTexts(t, ids.length)),
      }}
      columns={[
        ...personColumns<Participant>(t, 'U'),
        {
          header: t('col.registered'),
          cell: (u) => formatDate(u.created_at, i18n.language),
          className: 'hide-sm',
          sort: 'registered',
        },
      ]}
      actions={(u) => {
        const name = u.full_name || u.username;
        return { name, items: rowMenu(rowDelete(u.id, { name })) };
      }}
    >
      {dialog.open ? <UserFormModal onClose={dialog.close} /> : null}
    </PeoplePage>
  );
}
