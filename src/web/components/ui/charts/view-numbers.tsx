/** A poster's numbers (decision 056): views in all and by channel, hand-offs, favourites, questions. */
import type { PosterTotals } from '@shared/contracts/stats';
import { VIEW_CHANNELS } from '@shared/contracts/values';
import { useViewWordsT } from './view-words';
import './charts.css';

export function ViewNumbers({ totals }: { totals: PosterTotals }) {
  const { t } = useViewWordsT();
  const numbers: [key: string, label: string, value: number][] = [
    ['total', t('total'), totals.total_views],
    ...VIEW_CHANNELS.map((c) => [c, t(`channel.${c}`), totals.views[c]] as [string, string, number]),
    ['handoffs', t('handoffs'), totals.handoffs],
    ['favorites', t('favorites'), totals.favorites],
    ['questions', t('questions'), totals.questions],
  ];
  return (
    <dl className="view-numbers">
      {numbers.map(([key, label, value]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd data-testid={`views-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
