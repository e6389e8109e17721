/** The judge's progress: a bar, the percentage and completed of assigned. */
import type { JudgeProgress } from '@shared/contracts/judging';
import { useJudgeT } from '../i18n/judge';

/** Progress bar with the percentage (0 decimals) and completed/total (docs/product.md#limits). */
export function ProgressCard({ progress }: { progress: JudgeProgress | undefined }) {
  const { t } = useJudgeT();
  const completed = progress?.completed ?? 0;
  const total = progress?.total_assigned ?? 0;
  const pct = Math.max(0, Math.min(100, progress?.progress_percentage ?? 0));
  const pctText = `${pct.toFixed(0)}%`;
  return (
    <section className="card judge-progress" aria-labelledby="judge-progress-title">
      <div className="row-between">
        <h2 id="judge-progress-title" className="judge-progress-title">
          {t('list.progress')}
        </h2>
        <span className="judge-progress-pct" data-testid="progress-percent">
          {pctText}
        </span>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-labelledby="judge-progress-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(pct)}
        aria-valuetext={`${pctText} (${t('list.progressCount', { completed, total })})`}
      >
        <div style={{ width: `${pct}%` }} />
      </div>
      <p className="muted judge-progress-count" data-testid="progress-count">
        {t('list.progressCount', { completed, total })}
      </p>
    </section>
  );
}
