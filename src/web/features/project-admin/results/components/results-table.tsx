import type { FairResultRow } from '@shared/contracts/reports';
import { Table } from '@web/components/ui/tables/table';
import { useResultsT } from '../i18n/results';
import { ResultDetails } from './result-details';
import { PosterNumber } from '@web/components/ui/poster/poster-number';

/** The ranking: rank, poster, both scores with their ranks, coverage, spread and flags; details folded under each. */
export function ResultsTable({ rows }: { rows: FairResultRow[] }) {
  const { t } = useResultsT();
  return (
    <Table
      label={t('title')}
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
              <PosterNumber number={r.poster_number} /> · {r.author}
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
