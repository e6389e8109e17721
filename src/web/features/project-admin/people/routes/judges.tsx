/** admin/judges: the judges of the project, from Excel or by hand, with their progress; edit and delete. */
import { judgeSorts, type JudgeRow } from '@shared/contracts/judges';
import { useDialogInAddress } from '@web/lib/dialog-in-address';
import { useDeleteJudge } from '../api/delete-judge';
import { useJudgePage } from '../api/get-judge-page';
import { useProjectAdminScope } from '@web/features/project-admin/shell/api/scope';
import { personColumns } from '@web/features/project-admin/people/components/person-columns';
import { useCarefulBulkDelete, useCarefulRowDelete } from '@web/features/project-admin/shell/lib/row-delete';
import { useDialogRowMenu } from '@web/features/project-admin/shell/lib/use-row-menu';
import { JudgeFormModal } from '../components/judge-form-modal';
import { useListState } from '@web/features/project-admin/shell/lib/use-list-state';
import { PeoplePage } from '../components/people-page';
import { useJudgesT } from '../i18n/judges';
import { EmptyState } from '@web/components/ui/layout/empty-state';

export default function JudgesPage() {
  const { t } = useJudgesT();
  const scope = useProjectAdminScope();
  const state = useListState(judgeSorts, 'number');
  const list = useJudgePage(state.query);
  const del = useDeleteJudge();
  const rowDelete = useCarefulRowDelete(del, scope, 'judges', t);
  const bulk = useCarefulBulkDelete(scope, 'judges', t);
  const dialog = useDialogInAddress<JudgeRow>(list.data?.items);
  const menu = useDialogRowMenu(dialog.openEdit, rowDelete);
  return (
    <PeoplePage
      kind="judges"
      t={t}
      onAdd={dialog.openNew}
      list={list}
      state={state}
      bulk={bulk}
      empty={
        <EmptyState
          action={
            <button type="button" className="btn btn-primary" onClick={dialog.openNew}>
              {t('addFirst')}
            </button>
          }
        >
          {t('empty')}
        </EmptyState>
      }
      columns={[
        ...personColumns<JudgeRow>(t, 'J'),
        {
          header: t('col.affiliation'),
          cell: (j) => j.affiliation || '-',
          className: 'hide-sm',
          sort: 'affiliation',
        },
        { header: t('col.specialty'), cell: (j) => j.specialty || '-', className: 'hide-sm' },
        {
          header: t('col.progress'),
          cell: (j) => `${j.completed_count}/${j.assigned_count}`,
          className: 'num',
          sort: 'progress',
        },
      ]}
      actions={(j) => ({
        name: j.full_name,
        items: menu(j, j.full_name),
      })}
    >
      {dialog.open ? <JudgeFormModal judge={dialog.open.record} onClose={dialog.close} /> : null}
    </PeoplePage>
  );
}
