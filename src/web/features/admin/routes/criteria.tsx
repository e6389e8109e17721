import { useState } from 'react';
import type { Criterion } from '../../../../shared/contracts/judging';
import { useConfirm } from '../../../components/ui/confirm';
import { notice } from '../../../components/ui/notices';
import { Spinner } from '../../../components/ui/spinner';
import { failedWith } from '../../../lib/error-message';
import { deleteCriterion, updateCriterion, useCriteria } from '../api/judging';
import { useAdminScope, useRefreshProject } from '../api/scope';
import { AdminPage, LoadError } from '../components/admin-page';
import { CriterionFormModal } from '../components/criterion-form';
import { useLoadErrorNotice } from '../components/use-load-error';
import { useCriteriaT } from '../i18n/criteria';

export default function CriteriaPage() {
  const { t } = useCriteriaT();
  const scope = useAdminScope();
  const refresh = useRefreshProject();
  const confirm = useConfirm();
  const q = useCriteria(scope);
  useLoadErrorNotice(q.error, t('loadFailed'));
  const [editing, setEditing] = useState<Criterion | null>(null);
  const [open, setOpen] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);

  const criteria = [...(q.data ?? [])].sort((a, b) => a.order_number - b.order_number || a.id - b.id);
  const active = criteria.filter((c) => c.is_active);
  const total = active.reduce((sum, c) => sum + c.max_score, 0);
  const nextOrder = criteria.length ? Math.max(...criteria.map((c) => c.order_number)) + 1 : 1;

  const openForm = (c: Criterion | null) => {
    setEditing(c);
    setOpen(true);
  };

  async function run(c: Criterion, action: () => Promise<unknown>, ok: string, failed: string) {
    setBusyId(c.id);
    try {
      await action();
      notice.success(ok);
      await refresh();
    } catch (err) {
      console.error(err);
      notice.error(failedWith(failed, err));
    } finally {
      setBusyId(null);
    }
  }

  const toggle = (c: Criterion) =>
    run(
      c,
      () => updateCriterion(scope, c.id, { is_active: !c.is_active }),
      c.is_active ? t('deactivated') : t('activated'),
      t('toggleFailed'),
    );

  async function remove(c: Criterion) {
    if (
      !(await confirm({
        message: t('confirmDelete', { name: c.name }),
        confirmLabel: t('common:delete'),
        danger: true,
      }))
    )
      return;
    await run(c, () => deleteCriterion(scope, c.id), t('deleted'), t('deleteFailed'));
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
      {q.isPending ? (
        <Spinner />
      ) : q.isError ? (
        <LoadError onRetry={() => void q.refetch()} />
      ) : criteria.length === 0 ? (
        <p className="empty">{t('empty')}</p>
      ) : (
        <>
          <p className="card" data-testid="criteria-summary">
            <strong>{t('summary', { count: active.length, total })}</strong>
          </p>
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col" className="num">
                    {t('col.order')}
                  </th>
                  <th scope="col">{t('col.name')}</th>
                  <th scope="col" className="num">
                    {t('col.maxScore')}
                  </th>
                  <th scope="col" className="hide-sm">
                    {t('col.description')}
                  </th>
                  <th scope="col">{t('col.active')}</th>
                  <th scope="col">{t('common:actions')}</th>
                </tr>
              </thead>
              <tbody>
                {criteria.map((c) => (
                  <tr key={c.id} className={c.is_active ? undefined : 'dimmed'}>
                    <td className="num">{c.order_number}</td>
                    <td>{c.name}</td>
                    <td className="num">{t('points', { score: c.max_score })}</td>
                    <td className="hide-sm">{c.description || '-'}</td>
                    <td>
                      <button
                        type="button"
                        className={`badge ${c.is_active ? 'badge-success' : ''}`}
                        onClick={() => void toggle(c)}
                        disabled={busyId === c.id}
                        aria-label={t('toggleLabel', {
                          name: c.name,
                          state: c.is_active ? t('common:active') : t('common:inactive'),
                        })}
                      >
                        {c.is_active ? t('common:active') : t('common:inactive')}
                      </button>
                    </td>
                    <td className="actions">
                      <button
                        type="button"
                        className="btn btn-sm"
                        onClick={() => openForm(c)}
                        aria-label={t('editLabel', { name: c.name })}
                      >
                        {t('common:edit')}
                      </button>
                      <button
                        type="button"
                        className="btn btn-sm btn-danger"
                        onClick={() => void remove(c)}
                        disabled={busyId === c.id}
                        aria-label={t('deleteLabel', { name: c.name })}
                      >
                        {t('common:delete')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <CriterionFormModal
        scope={scope}
        criterion={editing}
        nextOrder={nextOrder}
        open={open}
        onClose={() => setOpen(false)}
      />
    </AdminPage>
  );
}
