/**
 * admin/results: the ranking under both methods side by side (raw average and normalized score, each with its
 * rank), coverage, spread and flags, per-criterion averages and every judge's comment; the people's choice on
 * its own; the ranking settings; exports and the print views.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { FairResultRow } from '@shared/contracts/reports';
import { displayId } from '@shared/format';
import { notice } from '@web/components/ui/notices';
import { Table, TitledTable } from '@web/components/ui/table';
import { failedWith } from '@web/lib/error-message';
import { useCriteria } from '../api/get-criteria';
import { usePeoplesChoice } from '../api/get-peoples-choice';
import { useResultSettings } from '../api/get-result-settings';
import { useResults } from '../api/get-results';
import { useResultEvaluations } from '../api/get-result-evaluations';
import { LoadFailed } from '@web/components/ui/load-failed';
import { Spinner } from '@web/components/ui/spinner';
import { useExportResults } from '../api/export-results';
import { useAdminScope } from '../api/scope';
import { AdminPage } from '../components/admin-page';
import { Pager, usePaged } from '../components/pager';
import { QueryView } from '../components/query-view';
import { ResultsSettingsForm } from '../components/results-settings-form';
import { useReportsT } from '../i18n/reports';
import '../results.css';

export default function ResultsPage() {
  const { t } = useReportsT();
  const scope = useAdminScope();
  const [category, setCategory] = useState('');
  const all = useResults();
  const filtered = useResults(category ? { category } : {});
  const settingsQ = useResultSettings();
  const criteriaQ = useCriteria();
  const votesQ = usePeoplesChoice();
  const exporter = useExportResults();
  const rows = (category ? filtered.data : all.data) ?? [];
  const slice = usePaged(rows);
  const categories = [
    ...new Set((all.data ?? []).map((r) => r.category).filter((c): c is string => !!c)),
  ].sort();
  const settings = settingsQ.data;
  const printQuery = category ? `?category=${encodeURIComponent(category)}` : '';

  const download = (format: 'xlsx' | 'csv') =>
    exporter.mutate(
      { format, ...(category ? { category } : {}) },
      { onError: (err) => notice.error(failedWith(t('fair.exportFailed'), err)) },
    );

  return (
    <AdminPage
      title={t('resultsTitle')}
      slug={scope.slug}
      actions={
        <>
          <button
            type="button"
            className="btn"
            disabled={exporter.isPending}
            onClick={() => download('xlsx')}
          >
            {exporter.isPending && exporter.variables?.format === 'xlsx'
              ? t('fair.exporting')
              : t('fair.exportXlsx')}
          </button>
          <button type="button" className="btn" disabled={exporter.isPending} onClick={() => download('csv')}>
            {exporter.isPending && exporter.variables?.format === 'csv'
              ? t('fair.exporting')
              : t('fair.exportCsv')}
          </button>
          <Link className="btn" to={`/projects/${scope.slug}/admin/print/results${printQuery}`}>
            {t('fair.print')}
          </Link>
          <Link className="btn" to={`/projects/${scope.slug}/admin/print/certificates${printQuery}`}>
            {t('fair.certificates')}
          </Link>
        </>
      }
    >
      <QueryView queries={[all, settingsQ]} failed={t('resultsTitle')}>
        {() => (
          <>
            <div className="row results-tools">
              {categories.length > 0 ? (
                <div className="field">
                  <label htmlFor="results-category">{t('fair.category')}</label>
                  <select
                    id="results-category"
                    className="input"
                    value={category}
                    onChange={(e) => setCategory(e.target.value)}
                  >
                    <option value="">{t('fair.allCategories')}</option>
                    {categories.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              {settings ? (
                <p className="muted" data-testid="ranked-by">
                  {t('fair.rankedBy', { method: t(`fair.method.${settings.method}`) })}
                </p>
              ) : null}
            </div>
            {rows.length === 0 ? (
              <p className="empty">{t('resultsEmpty')}</p>
            ) : (
              <>
                <ResultsTable rows={slice.rows} />
                <Pager slice={slice} />
                <p className="muted small">{t('fair.flagHelp')}</p>
              </>
            )}
            {settings && (settings.peoples_choice.enabled || (votesQ.data ?? []).some((v) => v.votes > 0)) ? (
              <PeoplesChoice />
            ) : null}
            {settings && criteriaQ.data ? (
              // Keyed by the criteria only: a save must not remount the form (its notice is said after the save).
              <ResultsSettingsForm
                key={criteriaQ.data.map((c) => `${c.id}:${c.is_active}`).join()}
                settings={settings}
                criteria={criteriaQ.data.filter((c) => c.is_active)}
              />
            ) : null}
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}

function ResultsTable({ rows }: { rows: FairResultRow[] }) {
  const { t } = useReportsT();
  return (
    <Table
      label={t('resultsTitle')}
      testId="results-table"
      className="results-table"
      columns={[
        { label: t('fair.col.rank'), className: 'num' },
        t('fair.col.poster'),
        { label: t('fair.method.raw'), className: 'num' },
        { label: t('fair.method.normalized'), className: 'num' },
        { label: t('fair.col.coverage'), className: 'num' },
        { label: t('fair.col.spread'), className: 'num' },
        t('fair.col.flags'),
      ]}
    >
      {rows.map((r) => (
        <tr key={r.poster_id} data-testid="result-row">
          <td className="num">
            <strong>{r.rank}</strong>
          </td>
          <td>
            {r.title}
            <span className="sub">
              {displayId('P', r.poster_number)} · {r.author}
              {r.category ? ` · ${r.category}` : ''}
            </span>
            <ResultDetails row={r} />
          </td>
          <td className="num">
            {r.average_score.toFixed(2)}
            <span className="sub">{t('rankLabel', { rank: r.rank_raw })}</span>
          </td>
          <td className="num">
            {r.normalized_score.toFixed(2)}
            <span className="sub">{t('rankLabel', { rank: r.rank_normalized })}</span>
          </td>
          <td className="num">
            {r.evaluation_count}/{r.planned_count}
          </td>
          <td className="num">
            {r.std_dev.toFixed(2)}
            <span className="sub">
              {r.min_total}–{r.max_total}
            </span>
          </td>
          <td>
            {r.flags.map((f) => (
              <span key={f} className="badge badge-warning results-flag">
                {t(`fair.flag.${f}`)}
              </span>
            ))}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Per-criterion averages and every judge's scores and comment, folded under the poster (loaded when opened). */
function ResultDetails({ row }: { row: FairResultRow }) {
  const { t } = useReportsT();
  const [open, setOpen] = useState(false);
  const q = useResultEvaluations(row.poster_id, open);
  const names = new Map(row.criteria.map((c) => [c.criterion_id, c.name]));
  return (
    <details className="result-details" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('fair.details')}</summary>
      <h3 className="results-sub">{t('fair.criteria')}</h3>
      <ul className="plain-list">
        {row.criteria.map((c) => (
          <li key={c.criterion_id}>
            {c.name}: {c.average === null ? t('fair.noScore') : c.average.toFixed(2)} / {c.max_score}
          </li>
        ))}
      </ul>
      <h3 className="results-sub">{t('fair.comments')}</h3>
      {q.isError ? (
        <LoadFailed message={t('fair.commentsFailed')} onRetry={() => void q.refetch()} />
      ) : !q.data ? (
        open ? (
          <Spinner />
        ) : null
      ) : (
        <ul className="plain-list results-comments" data-testid="result-comments">
          {q.data.map((e) => (
            <li key={e.judge_id}>
              <strong>{t('fair.judgeTotal', { judge: e.judge_name, total: e.total })}</strong>
              <span className="sub">
                {e.scores.map((s) => `${names.get(s.criterion_id) ?? s.criterion_id} ${s.score}`).join(' · ')}
              </span>
              <p className="results-comment">{e.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

function PeoplesChoice() {
  const { t } = useReportsT();
  const q = usePeoplesChoice();
  const rows = q.data ?? [];
  return (
    <TitledTable
      className="card stack"
      sectionTestId="peoples-choice"
      title={t('fair.pc.title')}
      intro={<p className="muted small">{t('fair.pc.note')}</p>}
      empty={rows.length === 0 ? t('fair.pc.empty') : null}
      columns={[
        { label: t('fair.col.rank'), className: 'num' },
        t('fair.col.poster'),
        { label: t('fair.pc.votes'), className: 'num' },
      ]}
    >
      {rows.map((r) => (
        <tr key={r.poster_id}>
          <td className="num">{r.rank}</td>
          <td>
            {r.title}
            <span className="sub">{displayId('P', r.poster_number)}</span>
          </td>
          <td className="num">{r.votes}</td>
        </tr>
      ))}
    </TitledTable>
  );
}
