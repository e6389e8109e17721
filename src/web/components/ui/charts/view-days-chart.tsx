/**
 * Views day by day as stacked SVG columns, one colour a channel, drawn without a library as the dashboard's
 * score chart is; the numbers are in the chart's description for screen readers, and in its legend.
 */
import type { ViewDay } from '@shared/contracts/stats';
import { VIEW_CHANNELS } from '@shared/contracts/values';
import { useViewWordsT } from './view-words';
import './charts.css';

const H = 200;
const LEFT = 8;
const BOTTOM = 24;
const TOP = 20;

/** `11/28` for `2026-11-28`. */
const shortDay = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;

export function ViewDaysChart({ days, id }: { days: ViewDay[]; id: string }) {
  const { t } = useViewWordsT();
  const totals = days.map((d) => VIEW_CHANNELS.reduce((s, c) => s + d[c], 0));
  const peak = Math.max(1, ...totals);
  // As wide as its days need, within bounds: a few days' chart on a phone keeps its words at their size.
  const W = Math.min(600, Math.max(320, days.length * 56));
  const colW = (W - LEFT * 2) / Math.max(days.length, 1);
  const barW = Math.max(2, Math.min(48, colW - 6));
  // A label every few days when there are many, so they do not overlap.
  const every = Math.ceil(days.length / 12);
  const said = (d: ViewDay) =>
    t('dayViews', {
      day: shortDay(d.day),
      parts: VIEW_CHANNELS.map((c) => `${t(`channel.${c}`)} ${d[c]}`).join(', '),
    });
  return (
    <figure className="view-chart stack" data-testid={id}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{t('byDay')}</title>
        <desc id={`${id}-desc`}>{days.map(said).join('; ')}</desc>
        <line x1={LEFT} y1={H - BOTTOM} x2={W - LEFT} y2={H - BOTTOM} className="axis" />
        {days.map((d, i) => {
          const x = LEFT + i * colW + (colW - barW) / 2;
          let y = H - BOTTOM;
          return (
            <g key={d.day}>
              {VIEW_CHANNELS.map((c) => {
                const h = ((H - BOTTOM - TOP) * d[c]) / peak;
                y -= h;
                return h > 0 ? (
                  <rect key={c} className={`vc-${c}`} x={x} y={y} width={barW} height={h} />
                ) : null;
              })}
              {totals[i]! > 0 ? (
                <text x={x + barW / 2} y={y - 4} textAnchor="middle">
                  {totals[i]}
                </text>
              ) : null}
              {i % every === 0 ? (
                <text x={x + barW / 2} y={H - 6} textAnchor="middle">
                  {shortDay(d.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="view-legend">
          {VIEW_CHANNELS.map((c) => (
            <li key={c}>
              <span className={`view-swatch vc-${c}`} aria-hidden="true" />
              {t(`channel.${c}`)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
