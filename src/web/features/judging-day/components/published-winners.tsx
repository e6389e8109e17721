/**
 * The winners as participants see them when the organiser publishes "winners only" (decision 064): each
 * category's winners by place, with title, author and affiliation, and no score.
 */
import type { PublishedResultRow } from '@shared/contracts/reports';
import { displayId } from '@shared/format';
import { useJudgingDayPagesT } from '../i18n/judging-day';

export function PublishedWinners({ rows }: { rows: PublishedResultRow[] }) {
  const { t } = useJudgingDayPagesT();
  // The server lists them category by category, each by place.
  const groups: Array<{ category: string | null; rows: PublishedResultRow[] }> = [];
  for (const r of rows) {
    const last = groups.at(-1);
    if (last && last.category === r.category) last.rows.push(r);
    else groups.push({ category: r.category, rows: [r] });
  }
  return (
    <div className="stack" data-testid="published-winners">
      <p className="muted">{t('results.winnersIntro')}</p>
      {groups.map((g) => (
        <section key={g.category ?? ''} className="stack" aria-label={g.category ?? t('results.noCategory')}>
          <h2 className="h-section">{g.category ?? t('results.noCategory')}</h2>
          <ol className="winner-list">
            {g.rows.map((r) => (
              <li key={r.poster_id} className="card winner">
                <span className="badge">{t('results.place', { rank: r.rank })}</span>
                <strong className="winner-title">{r.title}</strong>
                <span>
                  {displayId('P', r.poster_number)} · {r.author}
                  {r.affiliation ? ` · ${r.affiliation}` : ''}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
