/** The live dashboard's parts: the live badge, judges to contact, coverage per poster, the totals' spread. */
import { displayId } from '@shared/format';
import type { JudgeStatus, ProjectProgress } from '@shared/contracts/reports';
import { TitledTable } from '@web/components/ui/tables/table';
import type { LiveState } from '@web/lib/live-stream';
import { useLiveT } from '../i18n/live';
import { Pager } from '@web/features/project-admin/shell/components/pager';
import { usePaged } from '@web/features/project-admin/shell/lib/use-paged';
import { BarRow, ChartCard } from './score-charts';
import { barsStyle } from '../lib/bars-style';
import { PosterNumber } from '@web/components/ui/poster/poster-number';

const statusBadge: Record<JudgeStatus, string> = {
  unassigned: 'badge',
  not_started: 'badge badge-danger',
  behind: 'badge badge-warning',
  on_track: 'badge badge-info',
  done: 'badge badge-success',
};

/** Live or connecting, and what moves the page: judges submitting (by default) or presenters at their boards. */
export function LiveBadge({
  state,
  hint = 'liveHint',
}: {
  state: LiveState;
  hint?: 'liveHint' | 'liveHintBoards';
}) {
  const { t } = useLiveT();
  return (
    <p className="small muted" data-testid="live-state" data-state={state}>
      <span className={state === 'live' ? 'badge badge-success' : 'badge'}>
        {state === 'live' ? t('live') : t('connecting')}
      </span>{' '}
      {t(hint)}
    </p>
  );
}

export function JudgeStatusBadge({ status }: { status: JudgeStatus }) {
  const { t } = useLiveT();
  return <span className={statusBadge[status]}>{t(`status.${status}`)}</span>;
}

/** Judges not started or behind the project's pace, with the email to reach them. */
export function JudgesToContact({ progress }: { progress: ProjectProgress }) {
  const { t } = useLiveT();
  const behind = progress.judges.filter((j) => j.status === 'not_started' || j.status === 'behind');
  return (
    <TitledTable
      title={t('behindTitle')}
      empty={behind.length === 0 ? t('behindEmpty') : null}
      testId="judges-behind"
      columns={[
        t('behindCol.judge'),
        t('behindCol.email'),
        { label: t('behindCol.done'), className: 'num' },
        t('behindCol.status'),
      ]}
    >
      {behind.map((j) => (
        <tr key={j.judge_id}>
          <td>
            {j.full_name} <span className="sub">{displayId('J', j.judge_id)}</span>
          </td>
          <td>
            <a href={`mailto:${j.email}`}>{j.email}</a>
          </td>
          <td className="num">
            {j.completed}/{j.assigned}
          </td>
          <td>
            <JudgeStatusBadge status={j.status} />
          </td>
        </tr>
      ))}
    </TitledTable>
  );
}

/** Evaluated / assigned per poster, the least covered first. */
export function PosterCoverage({ progress }: { progress: ProjectProgress }) {
  const { t } = useLiveT();
  const slice = usePaged(progress.posters, 20);
  return (
    <TitledTable
      title={t('coverageTitle')}
      empty={progress.posters.length === 0 ? t('coverageEmpty') : null}
      testId="poster-coverage"
      columns={[t('coverageCol.poster'), { label: t('coverageCol.evaluated'), className: 'num' }]}
      after={<Pager slice={slice} />}
    >
      {slice.rows.map((p) => (
        <tr key={p.poster_id}>
          <td>
            <PosterNumber className="sub" number={p.poster_number} /> {p.title}
          </td>
          <td className="num">
            {p.evaluated}/{p.assigned}
          </td>
        </tr>
      ))}
    </TitledTable>
  );
}

/** Evaluations per band of total score, as CSS bars with the numbers written out. */
export function TotalsChart({ progress }: { progress: ProjectProgress }) {
  const { t } = useLiveT();
  const { bins, max_total } = progress.distribution;
  const count = bins.reduce((s, b) => s + b.count, 0);
  const peak = Math.max(1, ...bins.map((b) => b.count));
  return (
    <ChartCard id="totals-title" title={t('totalsTitle')} empty={count === 0 ? t('totalsEmpty') : null}>
      {() => (
        <>
          <p className="muted small">{t('totalsDesc', { max: max_total })}</p>
          <ol className="bars" data-testid="totals-chart" style={barsStyle}>
            {bins.map((b) => (
              <BarRow key={b.from} label={`${b.from}–${b.to}`} share={b.count / peak} value={b.count} />
            ))}
          </ol>
        </>
      )}
    </ChartCard>
  );
}
