import { useState } from 'react';
import type { FairResultRow } from '@shared/contracts/reports';
import { LoadFailed } from '@web/components/ui/notices/load-failed';
import { Spinner } from '@web/components/ui/notices/spinner';
import { useResultEvaluations } from '../api/get-result-evaluations';
import { useResultsT } from '../i18n/results';

/** Per-criterion averages and every judge's scores and comment, folded under the poster (loaded when opened). */
export function ResultDetails({ row }: { row: FairResultRow }) {
  const { t } = useResultsT();
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
