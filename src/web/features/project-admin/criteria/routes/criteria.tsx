/** admin/criteria: the criteria in order, their total, an active toggle, edit and delete (docs/product.md#screens). */
import type { Criterion } from '@shared/contracts/criteria';
import { saidAs } from '@web/components/ui/notices/mutation-notices';
import { useDeleteCriterion } from '../api/delete-criterion';
import { useCriteria } from '../api/get-criteria';
import { useUpdateCriterion } from '../api/update-criterion';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { RowActions } from '@web/features/project-admin/shell/components/row-actions';
import { useRowDelete } from '@web/features/project-admin/shell/lib/row-delete';
import { useDialogRowMenu } from '@web/features/project-admin/shell/lib/use-row-menu';
import { CriterionFormModal } from '../components/criterion-form-modal';
import { QueryView } from '@web/features/project-admin/shell/components/query-view';
import { useCriteriaT } from '../i18n/criteria';
import { Table } from '@web/components/ui/tables/table';
import { useDialogInAddress } from '@web/lib/dialog-in-address';
import { EmptyState } from '@web/components/ui/layout/empty-state';

export default function CriteriaPage() {
  const { t } = useCriteriaT();
  const q = useCriteria();
  const toggle = useUpdateCriterion();
  const del = useDeleteCriterion();
  const rowDelete = useRowDelete(del, t);
  const dialog = useDialogInAddress<Criterion>(q.data);
  const menu = useDialogRowMenu(dialog.openEdit, rowDelete);

  const criteria = [...(q.data ?? [])].sort((a, b) => a.order_number - b.order_number || a.id - b.id);
  const active = criteria.filter((c) => c.is_active);
  const total = active.reduce((sum, c) => sum + c.max_score, 0);
  const nextOrder = criteria.length ? Math.max(...criteria.map((c) => c.order_number)) + 1 : 1;
  const state = (c: Criterion) => (c.is_active ? t('common:active') : t('common:inactive'));

  return (
    <ProjectAdminPage
      title={t('title')}
      actions={
        <button type="button" className="btn btn-primary" onClick={dialog.openNew}>
          {t('add')}
        </button>
      }
    >
      <QueryView queries={[q]} failed={t('loadFailed')}>
        {() =>
          criteria.length === 0 ? (
            <EmptyState>{t('empty')}</EmptyState>
          ) : (
            <>
              <p className="card" data-testid="criteria-summary">
                <strong>{t('summary', { count: active.length, total })}</strong>
              </p>
              <Table
                label={t('title')}
                columns={[
                  { label: t('col.order'), className: 'num' },
                  t('col.name'),
                  { label: t('col.maxScore'), className: 'num' },
                  { label: t('col.description'), className: 'hide-sm' },
                  t('col.active'),
                  t('common:actions'),
                ]}
              >
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
                        disabled={toggle.isPending && toggle.variables.id === c.id}
                        aria-label={t('toggleLabel', { name: c.name, state: state(c) })}
                        onClick={() =>
                          toggle.mutate(
                            { id: c.id, body: { is_active: !c.is_active } },
                            saidAs(c.is_active ? t('deactivated') : t('activated'), t('toggleFailed')),
                          )
                        }
                      >
                        {state(c)}
                      </button>
                    </td>
                    <RowActions name={c.name} items={menu(c, c.name)} />
                  </tr>
                ))}
              </Table>
            </>
          )
        }
      </QueryView>
      {dialog.open ? (
        <CriterionFormModal criterion={dialog.open.record} nextOrder={nextOrder} onClose={dialog.close} />
      ) : null}
    </ProjectAdminPage>
  );
}
