import { useState } from 'react';
import type { Participant } from '../../../../shared/contracts/people';
import { displayId } from '../../../../shared/format';
import { useConfirm } from '../../../components/ui/confirm';
import { notice } from '../../../components/ui/notices';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../i18n';
import { failedWith } from '../../../lib/error-message';
import {
  deleteParticipant,
  downloadParticipantTemplate,
  uploadParticipantsExcel,
  useParticipants,
} from '../api/people';
import { useAdminScope, useRefreshProject } from '../api/scope';
import { AdminPage, LoadError } from '../components/admin-page';
import { ExcelUpload } from '../components/excel-upload';
import { Pager, SearchBox, usePaged } from '../components/pager';
import { matches } from '../components/table-tools';
import { useDescribeBulk } from '../components/upload-describe';
import { useLoadErrorNotice } from '../components/use-load-error';
import { UserFormModal } from '../components/user-form';
import { useUsersT } from '../i18n/users';

export default function UsersPage() {
  const { t, i18n } = useUsersT();
  const scope = useAdminScope();
  const refresh = useRefreshProject();
  const describe = useDescribeBulk();
  const confirm = useConfirm();
  const q = useParticipants(scope);
  useLoadErrorNotice(q.error, t('loadFailed'));
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);

  const users = q.data ?? [];
  const shown = filter
    ? users.filter((u) => matches(filter, [displayId('U', u.id), u.full_name, u.username, u.email]))
    : users;
  const slice = usePaged(shown);

  async function remove(u: Participant) {
    const name = u.full_name || u.username;
    if (
      !(await confirm({
        message: t('confirmDelete', { name }),
        confirmLabel: t('common:delete'),
        danger: true,
      }))
    )
      return;
    setBusyId(u.id);
    try {
      await deleteParticipant(scope, u.id);
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
        <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
          {t('add')}
        </button>
      }
    >
      <ExcelUpload
        title={t('uploadTitle')}
        hint={t('uploadHint')}
        upload={(f) => uploadParticipantsExcel(scope, f)}
        describe={describe}
        failedMessage={t('admin:upload.failed')}
        onTemplate={() => downloadParticipantTemplate(scope)}
        onUploaded={() => void refresh()}
      />
      {q.isPending ? (
        <Spinner />
      ) : q.isError ? (
        <LoadError onRetry={() => void q.refetch()} />
      ) : users.length === 0 ? (
        <p className="empty">{t('empty')}</p>
      ) : (
        <section className="stack" aria-label={t('title')}>
          <div className="table-tools">
            <span className="muted">{t('count', { count: users.length })}</span>
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
                      {t('col.registered')}
                    </th>
                    <th scope="col">{t('common:actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {slice.rows.map((u) => (
                    <tr key={u.id}>
                      <td className="id-cell">{displayId('U', u.id)}</td>
                      <td>
                        {u.full_name || '-'}
                        <span className="sub">@{u.username}</span>
                      </td>
                      <td>{u.email}</td>
                      <td className="hide-sm">{formatDate(u.created_at, i18n.language)}</td>
                      <td className="actions">
                        <button
                          type="button"
                          className="btn btn-sm btn-danger"
                          onClick={() => void remove(u)}
                          disabled={busyId === u.id}
                          aria-label={t('deleteLabel', { name: u.full_name || u.username })}
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
      <UserFormModal scope={scope} open={open} onClose={() => setOpen(false)} />
    </AdminPage>
  );
}
