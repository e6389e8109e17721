/** admin/results: the ranking, rank (ties share it), title, average total with 2 decimals, evaluations. */
import { useResults } from '../api/get-results';
import { useAdminScope } from '../api/scope';
import { AdminPage } from '../components/admin-page';
import { Pager, usePaged } from '../components/pager';
import { Spinner } from '../../../components/ui/spinner';
import { displayId } from '../../../../shared/format';
import { useReportsT } from '../i18n/reports';
import { Table } from '../../../components/ui/table';

export default function ResultsPage() {
  const { t } = useReportsT();
  const scope = useAdminScope();
  const q = useResults();
  const rows = q.data ?? [];
  const slice = usePaged(rows);
  return (
    <AdminPage title={t('resultsTitle')} slug={scope.slug}>
      {q.isPending ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <p className="empty">{t('resultsEmpty')}</p>
      ) : (
        <>
          <Table
            testId="results-table"
            columns={[
              { label: t('rankCol.rank'), className: 'num' },
              t('rankCol.title'),
              { label: t('rankCol.average'), className: 'num' },
              { label: t('rankCol.count'), className: 'num' },
            ]}
          >
            {slice.rows.map((r) => (
              <tr key={r.poster_id}>
                <td className="num">
                  <strong>{r.rank}</strong>
                </td>
                <td>
                  {r.title || r.poster_title}
                  <span className="sub">
                    {displayId('P', r.poster_number)} · {r.author}
                  </span>
                </td>
                <td className="num">{r.average_score.toFixed(2)}</td>
                <td className="num">{r.evaluation_count}</td>
              </tr>
            ))}
          </Table>
          <Pager slice={slice} />
        </>
      )}
    </AdminPage>
  );
}
