/** admin/judges: the judges of the project, from Excel or by hand, with their progress; edit and delete. */
import { useState } from 'react';
import type { JudgeRow } from '../../../../shared/contracts/people';
import { displayId } from '../../../../shared/format';
import { pendingFor, useConfirmedMutation } from '../../../components/ui/mutation-notices';
import { useDeleteJudge } from '../api/delete-judge';
import { useDownloadTemplate } from '../api/download-template';
import { useJudges } from '../api/get-judges';
import { useAdminScope } from '../api/scope';
import { useUploadExcel } from '../api/upload-excel';
import { AdminPage } from '../components/admin-page';
import { AdminTable, NameCell, RowActions } from '../components/admin-table';
import { ExcelUpload } from '../components/excel-upload';
import { JudgeFormModal } from '../components/judge-form';
import { QueryView } from '../components/query-view';
import { useDescribeBulk } from '../components/upload-describe';
import { useJudgesT } from '../i18n/judges';

export default function JudgesPage() {
  const { t } = useJudgesT();
  const scope = useAdminScope();
  const q = useJudges();
  const del = useDeleteJudge();
  const remove = useConfirmedMutation(del);
  // null: closed; { judge: null }: adding one.
  const [form, setForm] = useState<{ judge: JudgeRow | null } | null>(null);
  const judges = q.data ?? [];
  const add = (
    <button type="button" className="btn btn-primary" onClick={() => setForm({ judge: null })}>
      {t('add')}
    </button>
  );

  return (
    <AdminPage title={t('title')} slug={scope.slug} actions={add}>
      <ExcelUpload
        title={t('uploadTitle')}
        hint={t('uploadHint')}
        upload={useUploadExcel('judges')}
        template={useDownloadTemplate('judges')}
        describe={useDescribeBulk()}
        failedMessage={t('admin:upload.failed')}
      />
      <QueryView queries={[q]} failed={t('loadFailed')}>
        {() =>
          judges.length === 0 ? (
            <div className="empty stack">
              <p>{t('empty')}</p>
              <div>
                <button type="button" className="btn btn-primary" onClick={() => setForm({ judge: null })}>
                  {t('addFirst')}
                </button>
              </div>
            </div>
          ) : (
            <AdminTable
              heading={<span className="muted">{t('count', { count: judges.length })}</span>}
              label={t('title')}
              rows={judges}
              searchable={(j) => [
                displayId('J', j.id),
                j.full_name,
                j.username,
                j.email,
                j.affiliation,
                j.specialty,
              ]}
              columns={[
                { header: t('col.id'), cell: (j) => displayId('J', j.id), className: 'id-cell' },
                { header: t('col.name'), cell: (j) => <NameCell name={j.full_name} username={j.username} /> },
                { header: t('col.email'), cell: (j) => j.email },
                { header: t('col.affiliation'), cell: (j) => j.affiliation || '-', className: 'hide-sm' },
                { header: t('col.specialty'), cell: (j) => j.specialty || '-', className: 'hide-sm' },
                {
                  header: t('col.progress'),
                  cell: (j) => `${j.completed_count}/${j.assigned_count}`,
                  className: 'num',
                },
              ]}
              actions={(j) => (
                <RowActions
                  onEdit={() => setForm({ judge: j })}
                  editLabel={t('editLabel', { name: j.full_name })}
                  deleteLabel={t('deleteLabel', { name: j.full_name })}
                  deleting={pendingFor(del, j.id)}
                  onDelete={() =>
                    void remove(j.id, {
                      message: t('confirmDelete', { name: j.full_name }),
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
      {form ? <JudgeFormModal judge={form.judge} onClose={() => setForm(null)} /> : null}
    </AdminPage>
  );
}
