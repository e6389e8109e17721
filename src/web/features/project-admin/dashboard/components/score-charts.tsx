/** The statistics page's charts, drawn without a library: score bands as SVG columns, the top ten as bars. */
import type { ReactNode } from 'react';
import type { ResultRow } from '@shared/contracts/reports';
import { useStatisticsT } from '../i18n/statistics';
import { barsStyle } from '../lib/bars-style';
import { EmptyState } from '@web/components/ui/layout/empty-state';
import { CardSection } from '@web/components/ui/layout/card-section';

const BINS = 10;

/** Posters per band of average score, drawn as plain SVG columns, with the numbers in the accessible name. */
export function ScoreHistogram({ results, maxTotal }: { results: ResultRow[]; maxTotal: number }) {
  const { t } = useStatisticsT();
  const scored = results.filter((r) => r.evaluation_count > 0);
  const top = Math.max(maxTotal, ...scored.map((r) => r.average_score), 1);
  const width = top / BINS;
  const bins = Array.from({ length: BINS }, (_, i) => ({ from: i * width, to: (i + 1) * width, count: 0 }));
  for (const r of scored) bins[Math.min(BINS - 1, Math.floor(r.average_score / width))]!.count++;
  const peak = Math.max(1, ...bins.map((b) => b.count));
  const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
  const W = 600;
  const H = 220;
  const colW = (W - 40) / BINS;
  return (
    <ChartCard
      id="dist-title"
      title={t('distribution')}
      empty={scored.length === 0 ? t('distributionEmpty') : null}
    >
      {() => (
        <>
          <p className="muted small">{t('distributionDesc', { count: scored.length, max: fmt(top) })}</p>
          <svg
            className="histogram"
            viewBox={`0 0 ${W} ${H}`}
            role="img"
            aria-labelledby="dist-title dist-desc"
          >
            <desc id="dist-desc">
              {bins
                .map((b) => t('binLabel', { from: fmt(b.from), to: fmt(b.to), count: b.count }))
                .join(', ')}
            </desc>
            <line x1="30" y1={H - 30} x2={W - 10} y2={H - 30} stroke="#9ca3af" />
            {bins.map((b, i) => {
              const h = ((H - 60) * b.count) / peak;
              const x = 34 + i * colW;
              return (
                <g key={i}>
                  <rect className="col" x={x} y={H - 30 - h} width={colW - 8} height={h} rx="3">
                    <title>{t('binLabel', { from: fmt(b.from), to: fmt(b.to), count: b.count })}</title>
                  </rect>
                  {b.count > 0 ? (
                    <text x={x + (colW - 8) / 2} y={H - 36 - h} textAnchor="middle">
                      {b.count}
                    </text>
                  ) : null}
                  <text x={x + (colW - 8) / 2} y={H - 14} textAnchor="middle">
                    {fmt(b.from)}
                  </text>
                </g>
              );
            })}
          </svg>
        </>
      )}
    </ChartCard>
  );
}

/** The best ten posters as horizontal CSS bars scaled to the highest possible total. */
export function TopPosters({ results, maxTotal }: { results: ResultRow[]; maxTotal: number }) {
  const { t } = useStatisticsT();
  const ranked = results.filter((r) => r.evaluation_count > 0).slice(0, 10);
  const top = Math.max(maxTotal, ...ranked.map((r) => r.average_score), 1);
  return (
    <ChartCard id="top-title" title={t('top')} empty={ranked.length === 0 ? t('topEmpty') : null}>
      {() => (
        <ol className="bars" aria-labelledby="top-title" style={barsStyle}>
          {ranked.map((r) => (
            <BarRow
              key={r.poster_id}
              label={`${t('rankLabel', { rank: r.rank })} ${r.title}`}
              share={r.average_score / top}
              value={r.average_score.toFixed(2)}
            />
          ))}
        </ol>
      )}
    </ChartCard>
  );
}

/** One bar of a horizontal bar chart: its label, the bar for the eye (`share` of the width), the number. */
export function BarRow({ label, share, value }: { label: string; share: number; value: ReactNode }) {
  return (
    <li className="bar-row">
      <span className="bar-label" title={label}>
        {label}
      </span>
      <span className="bar-track" aria-hidden="true">
        <span className="bar-fill" style={{ display: 'block', width: `${100 * share}%` }} />
      </span>
      <span className="num">{value}</span>
    </li>
  );
}

/** A titled card with a chart, or the words for "nothing to show yet". */
export function ChartCard(props: {
  id: string;
  title: string;
  empty: string | null;
  children: () => ReactNode;
}) {
  return (
    <CardSection id={props.id} title={props.title}>
      {props.empty ? <EmptyState>{props.empty}</EmptyState> : props.children()}
    </CardSection>
  );
}
