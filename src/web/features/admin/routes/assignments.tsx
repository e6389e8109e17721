import { useMemo, useState } from 'react';
import type { AssignmentRow } from '../../../../shared/contracts/judging';
import { displayId } from '../../../../shared/format';
import { useConfirm } from '../../../components/ui/confirm';
import { notice } from '../../../components/ui/notices';
import { Spinner } from '../../../components/ui/spinner';
import { failedWith } from '../../../lib/error-message';
import { deleteAssignment, useAssignments } from '../api/judging';
import { useJudges } from '../api/people';
import { usePosters } from '../api/posters';
import { useAdminScope, useRefreshProject } from '../api/scope';
import { AdminPage, LoadError } from '../components/admin-page';
import { AssignForm } from '../components/assign-form';
import { SearchBox } from '../components/pager';
import { ShowMoreList } from '../components/show-more';
import { matches } from '../components/table-tools';
import { useLoadErrorNotice } from '../components/use-load-error';
import { useAssignmentsT } from '../i18n/assignments';

export default function AssignmentsPage() {
  const { t } = useAssignmentsT();
  const scope = useAdminScope();
  const refresh = useRefreshProject();
  const confirm = useConfirm();
  const judgesQ = useJudges(scope);
  const postersQ = usePosters(scope);
  const assignmentsQ = useAssignments(scope);
  useLoadErrorNotice(judgesQ.error ?? postersQ.error ?? assignmentsQ.error, t('loadFailed'));
  const [filter, setFilter] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);

  const judges = useMemo(() => judgesQ.data ?? [], [judgesQ.data]);
  const posters = useMemo(() => postersQ.data ?? [], [postersQ.data]);
  const assignments = useMemo(() => assignmentsQ.data ?? [], [assignmentsQ.data]);
  const judgesPerPoster = useMemo(() => {
    const m = new Map<number, number>();
    for (const a of assignments) m.set(a.poster_id, (m.get(a.poster_id) ?? 0) + 1);
    return m;
  }, [assignments]);
  const shownAssignments = filter
    ? assignments.filter((a) => matches(filter, [a.judge_name, a.poster_title, displayId('P', a.poster_id)]))
    : assignments;

  async function cancel(a: AssignmentRow) {
    if (
      !(await confirm({
        message: t('confirmCancel', { judge: a.judge_name, poster: a.poster_title }),
        confirmLabel: t('cancelConfirm'),
        danger: true,
      }))
    )
      return;
    setBusyId(a.id);
    try {
      await deleteAssignment(scope, a.id);
      notice.success(t('cancelled'));
      await refresh();
    } catch (err) {
      console.error(err);
      notice.error(failedWith(t('cancelFailed'), err));
    } finally {
      setBusyId(null);
    }
  }

  const loading = judgesQ.isPending || postersQ.isPending || assignmentsQ.isPending;
  const failed = judgesQ.isError || postersQ.isError || assignmentsQ.isError;
  const retry = () => {
    void judgesQ.refetch();
    void postersQ.refetch();
    void assignmentsQ.refetch();
  };

  return (
    <AdminPage
      title={t('title')}
      slug={scope.slug}
      actions={<strong data-testid="assignment-total">{t('total', { count: assignments.length })}</strong>}
    >
      {loading ? (
        <Spinner />
      ) : failed ? (
        <LoadError onRetry={retry} />
      ) : (
        <>
          <AssignForm scope={scope} judges={judges} posters={posters} />
          <div className="assign-lists">
            <section className="card stack" aria-labelledby="list-judges">
              <h2 id="list-judges" className="h-section">
                {t('judges')} <span className="muted small">({judges.length})</span>
              </h2>
              <div className="scroll-24" tabIndex={0} role="region" aria-labelledby="list-judges">
                <ShowMoreList
                  items={judges}
                  empty={t('noJudges')}
                  render={(j) => (
                    <li key={j.id}>
                      <span className="grow">
                        {j.full_name} <span className="sub">{displayId('J', j.id)}</span>
                      </span>
                      <span className="badge">{t('judgesCount', { count: j.assigned_count })}</span>
                    </li>
                  )}
                />
              </div>
            </section>
            <section className="card stack" aria-labelledby="list-posters">
              <h2 id="list-posters" className="h-section">
                {t('posters')} <span className="muted small">({posters.length})</span>
              </h2>
              <div className="scroll-24" tabIndex={0} role="region" aria-labelledby="list-posters">
                <ShowMoreList
                  items={posters}
                  empty={t('noPosters')}
                  render={(p) => (
                    <li key={p.id}>
                      <span className="grow">
                        {p.title} <span className="sub">{displayId('P', p.id)}</span>
                      </span>
                      <span className="badge">
                        {t('postersCount', { count: judgesPerPoster.get(p.id) ?? 0 })}
                      </span>
                    </li>
                  )}
                />
              </div>
            </section>
            <section className="card stack" aria-labelledby="list-status">
              <h2 id="list-status" className="h-section">
                {t('status')} <span className="muted small">({assignments.length})</span>
              </h2>
              {assignments.length > 10 ? (
                <SearchBox value={filter} onChange={setFilter} label={t('filterAssignments')} />
              ) : null}
              <div
                className="scroll-24"
                tabIndex={0}
                role="region"
                aria-labelledby="list-status"
                data-testid="assignment-status"
              >
                <ShowMoreList
                  items={shownAssignments}
                  empty={t('noAssignments')}
                  render={(a) => (
                    <li key={a.id}>
                      <span className="grow">
                        {a.judge_name} → {a.poster_title}
                        <span className="sub">
                          <span
                            className={`badge ${a.status === 'completed' ? 'badge-success' : 'badge-warning'}`}
                          >
                            {a.status === 'completed' ? t('completed') : t('waiting')}
                          </span>
                        </span>
                      </span>
                      <button
                        type="button"
                        className="btn btn-sm"
                        onClick={() => void cancel(a)}
                        disabled={busyId === a.id}
                        aria-label={t('cancelLabel', { judge: a.judge_name, poster: a.poster_title })}
                      >
                        {t('cancel')}
                      </button>
                    </li>
                  )}
                />
              </div>
            </section>
          </div>
        </>
      )}
    </AdminPage>
  );
}
