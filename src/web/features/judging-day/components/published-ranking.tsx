/**
 * The ranking as participants see it once published (decision 064): rank, poster and author, then the affiliation
 * (the ranking without scores, said so above it) or the score of the organiser's method and the evaluations.
 */
import type { PublishedResultRow } from '@shared/contracts/reports';
import { displayId } from '@shared/format';
import { Table } from '@web/components/ui/tables/table';
import { useJudgingDayPagesT } from '../i18n/judging-day';

export function PublishedRanking({ rows, scored }: { rows: PublishedResultRow[]; scored: boolean }) {
  const { t } = useJudgingDayPagesT();
  const method = rows[0]?.method === 'normalized' ? 'results.normalized' : 'results.average';
  return (
    <>
      {scored ? null : <p className="muted">{t('results.rankingIntro')}</p>}
      <Table
        label={t('results.title')}
        testId="published-results"
        columns={[
          t('results.rank'),
          t('results.poster'),
          t('results.author'),
          ...(scored ? [t(method), t('results.evaluations')] : [t('results.affiliation')]),
        ]}
      >
        {rows.map((r) => (
          <tr key={r.poster_id}>
            <td>{r.rank}</td>
            <td>
              {scored ? (
                r.title
              ) : (
                <>
                  {displayId('P', r.poster_number)} {r.title}
                </>
              )}
            </td>
            <td>{r.author}</td>
            {scored ? (
              <>
                <td>
                  {((r.method === 'normalized' ? r.normalized_score : r.average_score) ?? 0).toFixed(1)}
                </td>
                <td>{r.evaluation_count}</td>
              </>
            ) : (
              <td>{r.affiliation ?? ''}</td>
            )}
          </tr>
        ))}
      </Table>
    </>
  );
}
