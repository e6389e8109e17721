import { useState } from 'react';
import type { JudgeRow } from '../../../../shared/contracts/people';
import { displayId } from '../../../../shared/format';
import { useConfirm } from '../../../components/ui/confirm';
import { notice } from '../../../components/ui/notices';
import { Spinner } from '../../../components/ui/spinner';
import { failedWith } from '../../../lib/error-message';
import { deleteJudge, downloadJudgeTemplate, uploadJudgesExcel, useJudges } from '../api/people';
import { useAdminScope, useRefreshProject } from '../api/scope';
import { AdminPage, LoadError } from '../components/admin-page';
import { ExcelUpload } from '../components/excel-upload';
import { JudgeFormModal } from '../components/judge-form';
import { Pager, SearchBox, usePaged } from '../components/pager';
import { matches } from '../components/table-tools';
import { useDescribeBulk } from '../components/upload-describe';
import { useLoadErrorNotice } from '../components/use-load-error';
import { useJudgesT } from '../i18n/judges';

export default function JudgesPage() {
  const { t } = useJudgesT();
  const scope = useAdminScope();
  const refresh = useRefreshProject();
  const describe = useDescribeBulk();
  const confirm = useConfirm();
  const q = useJudges(scope);
  useLoadErrorNotice(q.error, t('loadFailed'));
  const [editing, setEditing] = useState<JudgeRow | null>(null);
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);

  const judges = q.data ?? [];
  const shown = filter
    ? judges.filter((j) =>
        matches(filter, [displayId('J', j.id), j.full_name, j.username, j.email, j.affiliation, j.specialty]),
      )
    : judges;
  const slice = usePaged(shown);

  const openForm = (j: JudgeRow | null) => {
    setEditing(j);
    setOpen(true);
  };

  async function remove(j: JudgeRow) {
    if (
      !(await confirm({
        message: t('confirmDelete', { name: j.full_name }),
        confirmLabel: t('common:delete'),
        danger: true,
      }))
    )
      return;
    setBusyId(j.id);
    try {
      await deleteJudge(scope, j.id);
      notice.success(t('deleted'));
      await refresh();
    } catch (err) {
      console.error(err);
      notice.error(failedWith(t('deleteFailed'), err));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <AdminPage
      title={t('title')}
      slug={scope.slug}
      actions={
        <button type="button" className="btn btn-primary" onClick={() => openForm(null)}>
          {t('add')}
        </button>
      }
    >
      <ExcelUpload
        title={t('uploadTitle')}
        hint={t('uploadHint')}
        upload={(f) => uploadJudgesExcel(scope, f)}
        describe={describe}
        failedMessage={t('admin:upload.failed')}
        onTemplate={() => downloadJudgeTemplate(scope)}
        onUploaded={() => void refresh()}
      />
      {q.isPending ? (
        <Spinner />
      ) : q.isError ? (
        <LoadError onRetry={() => void q.refetch()} />
      ) : judges.length === 0 ? (
        <div className="empty stack">
          <p>{t('empty')}</p>
          <div>
            <button type="button" className="btn btn-primary" onClick={() => openForm(null)}>
              {t('addFirst')}
            </button>
          </div>
        </div>
      ) : (
        <section className="stack" aria-label={t('title')}>
          <div className="table-tools">
            <span className="muted">{t('count', { count: judges.length })}</span>
            <SearchBox
              value={filter}
              onChange={(v) => {
                setFilter(v);
                slice.setPage(1);
              }}
            />
          </div>
          {shown.length === 0 ? (
            <p className="empty">{t('admin:noMatch')}</p>
          ) : (
            <div className="table-wrap">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t('col.id')}</th>
                    <th scope="col">{t('col.name')}</th>
                    <th scope="col">{t('col.email')}</th>
                    <th scope="col" className="hide-sm">
                      {t('col.affiliation')}
                    </th>
                    <th scope="col" className="hide-sm">
                      {t('col.specialty')}
                    </th>
                    <th scope="col" className="num">
                      {t('col.progress')}
                    </th>
                    <th scope="col">{t('common:actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {slice.rows.map((j) => (
                    <tr key={j.id}>
                      <td className="id-cell">{displayId('J', j.id)}</td>
                      <td>
                        {j.full_name}
                        <span className="sub">@{j.username}</span>
                      </td>
                      <td>{j.email}</td>
                      <td className="hide-sm">{j.affiliation || '-'}</td>
                      <td className="hide-sm">{j.specialty || '-'}</td>
                      <td className="num">
                        {j.completed_count}/{j.assigned_count}
                      </td>
                      <td className="actions">
                        <button
                          type="button"
                          className="btn btn-sm"
                          onClick={() => openForm(j)}
                          aria-label={t('editLabel', { name: j.full_name })}
                        >
                          {t('common:edit')}
                        </button>
                        <button
                          type="button"
                          className="btn btn-sm btn-danger"
                          onClick={() => void remove(j)}
                          disabled={busyId === j.id}
                          aria-label={t('deleteLabel', { name: j.full_name })}
                        >
                          {t('common:delete')}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager slice={slice} />
        </section>
      )}
      <JudgeFormModal scope={scope} judge={editing} open={open} onClose={() => setOpen(false)} />
    </AdminPage>
  );
}
