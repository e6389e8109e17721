/** admin/users: the participants of the project, from Excel or by hand; delete. */
import { participantSorts } from '@shared/contracts/participants';
import type { Participant } from '@shared/contracts/participants';
import { useTime } from '@web/current-project/use-time';
import { useConfirmedMutation } from '@web/components/ui/notices/mutation-notices';
import { useBulkDelete } from '@web/features/project-admin/shell/api/bulk-delete';
import { useDeleteParticipant } from '../api/delete-participant';
import { useParticipantPage } from '../api/get-participant-page';
import { bulkDeleteTexts } from '@web/features/project-admin/shell/lib/delete-texts';
import { personColumns } from '@web/features/project-admin/people/components/person-columns';
import { useRowDelete } from '@web/features/project-admin/shell/lib/row-delete';
import { useRowMenu } from '@web/features/project-admin/shell/lib/use-row-menu';
import { useListState } from '@web/features/project-admin/shell/lib/use-list-state';
import { PeoplePage } from '../components/people-page';
import { ParticipantFormModal } from '../components/participant-form-modal';
import { useParticipantsT } from '../i18n/participants';
import { useDialogInAddress } from '@web/lib/dialog-in-address';
import { EmptyState } from '@web/components/ui/layout/empty-state';

export default function ParticipantsPage() {
  const { t } = useParticipantsT();
  const time = useTime();
  const state = useListState(participantSorts, 'number');
  const list = useParticipantPage(state.query);
  const del = useDeleteParticipant();
  const rowDelete = useRowDelete(del, t);
  const rowMenu = useRowMenu();
  const bulkDelete = useConfirmedMutation(useBulkDelete('participants'));
  const dialog = useDialogInAddress(undefined);
  return (
    <PeoplePage
      kind="participants"
      t={t}
      onAdd={dialog.openNew}
      list={list}
      state={state}
      empty={<EmptyState>{t('empty')}</EmptyState>}
      bulk={{
        actionLabel: t('bulkDelete'),
        run: (ids) => bulkDelete({ ids }, bulkDeleteTexts(t, ids.length)),
      }}
      columns={[
        ...personColumns<Participant>(t, 'U'),
        {
          header: t('col.registered'),
          cell: (participant) => time.date(participant.created_at),
          className: 'hide-sm',
          sort: 'registered',
        },
      ]}
      actions={(participant) => {
        const name = participant.full_name || participant.username;
        return { name, items: rowMenu(rowDelete(participant.id, { name })) };
      }}
    >
      {dialog.open ? <ParticipantFormModal onClose={dialog.close} /> : null}
    </PeoplePage>
  );
}
