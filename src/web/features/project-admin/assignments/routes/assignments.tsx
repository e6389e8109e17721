/** admin/assignments: assign a judge to a poster; side lists of judges, posters and every assignment's status. */
import { useMemo } from 'react';
import type { AssignmentRow } from '@shared/contracts/assignments';
import { assignmentSorts } from '@shared/contracts/assignments';
import { displayId } from '@shared/format';
import { pendingFor, useConfirmedMutation } from '@web/components/ui/notices/mutation-notices';
import { useDeleteAssignment } from '../api/delete-assignment';
import { useAssignmentPage } from '../api/get-assignment-page';
import { useAssignments } from '../api/get-assignments';
import { useJudges } from '@web/features/project-admin/people/api/get-judges';
import { usePosters } from '@web/features/project-admin/posters/api/get-posters';
import { ProjectAdminPage } from '@web/features/project-admin/shell/components/project-admin-page';
import { AssignForm } from '../components/assign-form';
import { AutoAssignPanel } from '../components/auto-assign-panel';
import { BulkAssignForm } from '../components/bulk-assign-form';
import { ConflictsPanel } from '../components/conflicts-panel';
import { ProjectAdminTable } from '@web/features/project-admin/shell/components/project-admin-table';
import { useListState } from '@web/features/project-admin/shell/lib/use-list-state';
import { QueryView } from '@web/features/project-admin/shell/components/query-view';
import { ShowMoreList } from '../components/show-more-list';
import { SideList, SideListEntry } from '../components/side-list';
import { useAssignmentsT } from '../i18n/assignments';
import { PosterNumber } from '@web/components/ui/poster/poster-number';
import { EmptyState } from '@web/components/ui/layout/empty-state';

export default function AssignmentsPage() {
  const { t } = useAssignmentsT();
  const judgesQ = useJudges();
  const postersQ = usePosters();
  const assignmentsQ = useAssignments();
  const del = useDeleteAssignment();
  const cancel = useConfirmedMutation(del);
  const state = useListState(assignmentSorts, 'number');
  const page = useAssignmentPage(state.query);

  const judges = useMemo(() => judgesQ.data ?? [], [judgesQ.data]);
  const posters = useMemo(() => postersQ.data ?? [], [postersQ.data]);
  const assignments = useMemo(() => assignmentsQ.data ?? [], [assignmentsQ.data]);
  const judgesPerPoster = useMemo(() => {
    const m = new Map<number, number>();
    for (const a of assignments) m.set(a.poster_id, (m.get(a.poster_id) ?? 0) + 1);
    return m;
  }, [assignments]);

  const onCancel = (a: AssignmentRow) =>
    void cancel(a.id, {
      title: t('cancelTitle'),
      message: t('confirmCancel', { judge: a.judge_name, poster: a.poster_title }),
      confirmLabel: t('cancelConfirm'),
      done: t('cancelled'),
      failed: t('cancelFailed'),
    });

  return (
    <ProjectAdminPage
      title={t('title')}
      actions={<strong data-testid="assignment-total">{t('total', { count: assignments.length })}</strong>}
    >
      <QueryView queries={[judgesQ, postersQ, assignmentsQ]} failed={t('loadFailed')}>
        {() => (
          <>
            <AutoAssignPanel posters={posters} />
            <ConflictsPanel />
            <AssignForm judges={judges} posters={posters} />
            <BulkAssignForm judges={judges} posters={posters} />
            <div className="assign-lists">
              <SideList id="list-judges" title={t('judges')} count={judges.length}>
                <ShowMoreList
                  items={judges}
                  empty={t('noJudges')}
                  render={(j) => (
                    <SideListEntry key={j.id} name={j.full_name} sub={displayId('J', j.id)}>
                      <span className="badge">{t('judgesCount', { count: j.assigned_count })}</span>
                    </SideListEntry>
                  )}
                />
              </SideList>
              <SideList id="list-posters" title={t('posters')} count={posters.length}>
                <ShowMoreList
                  items={posters}
                  empty={t('noPosters')}
                  render={(p) => (
                    <SideListEntry key={p.id} name={p.title} sub={displayId('P', p.number)}>
                      <span className="badge">
                        {t('postersCount', { count: judgesPerPoster.get(p.id) ?? 0 })}
                      </span>
                    </SideListEntry>
                  )}
                />
              </SideList>
            </div>
          </>
        )}
      </QueryView>
      <ProjectAdminTable
        heading={() => (
          <h2 id="list-status" className="h-section">
            {t('status')}
          </h2>
        )}
        label={t('status')}
        testId="assignment-status"
        list={page}
        state={state}
        failed={t('loadFailed')}
        empty={<EmptyState>{t('noAssignments')}</EmptyState>}
        columns={[
          { header: t('judge'), cell: (a) => a.judge_name, sort: 'judge' },
          {
            header: t('poster'),
            cell: (a) => (
              <>
                {a.poster_title}
                <PosterNumber className="sub" number={a.poster_number} />
              </>
            ),
            className: 'wide',
            sort: 'poster',
          },
          {
            header: t('statusCol'),
            cell: (a) => (
              <span className={`badge ${a.status === 'completed' ? 'badge-success' : 'badge-warning'}`}>
                {a.status === 'completed' ? t('completed') : t('waiting')}
              </span>
            ),
            sort: 'status',
          },
        ]}
        actions={(a) => ({
          name: `${a.judge_name} → ${a.poster_title}`,
          items: [
            {
              label: t('cancelConfirm'),
              onSelect: () => onCancel(a),
              danger: true,
              disabled: pendingFor(del, a.id),
            },
          ],
        })}
      />
    </ProjectAdminPage>
  );
}
