/** admin/judges: the judges of the project, from Excel or by hand, with their progress; edit and delete. */
import { useState } from 'react';
import type { JudgeRow } from '../../../../shared/contracts/people';
import { displayId } from '../../../../shared/format';
import { useDeleteJudge } from '../api/delete-judge';
import { useJudges } from '../api/get-judges';
import { useAdminScope } from '../api/scope';
import { AdminPage } from '../components/admin-page';
import { AdminTable, NameCell, RowActions, useCarefulRowDelete } from '../components/admin-table';
import { JudgeFormModal } from '../components/judge-form';
import { PeopleUpload } from '../components/people-upload';
import { QueryView } from '../components/query-view';
import { useJudgesT } from '../i18n/judges';

export default function JudgesPage() {
  const { t } = useJudgesT();
  const scope = useAdminScope();
  const q = useJudges();
  const del = useDeleteJudge();
  const rowDelete = useCarefulRowDelete(del, scope, 'judges', t);
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
      <PeopleUpload kind="judges" title={t('uploadTitle')} hint={t('uploadHint')} />
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
                  {...rowDelete(j.id, { name: j.full_name })}
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
