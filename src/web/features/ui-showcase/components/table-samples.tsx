/** A table sorted by its headers, with numbers, badges, row menus and phone cards; and a table with no rows. */
import { useState } from 'react';
import type { BoardStatus } from '@shared/contracts/submissions';
import { formatNumber } from '@web/i18n';
import { notice } from '@web/components/ui/notices/notice-store';
import { PosterNumber } from '@web/components/ui/poster/poster-number';
import { StatusBadge } from '@web/components/ui/submission/status-badge';
import { RowMenu } from '@web/components/ui/tables/row-menu';
import { Table, TitledTable, type ColumnSort } from '@web/components/ui/tables/table';
import { useShowcaseT } from '../i18n/showcase';
import { SampleGroup } from './sample-section';

const rows: Array<{ key: string; number: number; score: number | null; status: BoardStatus }> = [
  { key: 'p1', number: 1, score: 87.5, status: 'approved' },
  { key: 'p2', number: 2, score: 91.25, status: 'submitted' },
  { key: 'p3', number: 3, score: 78, status: 'needs_fix' },
  { key: 'p4', number: 4, score: null, status: 'not_started' },
];
type SortKey = 'title' | 'score';

export function TableSamples() {
  const { t } = useShowcaseT();
  const [sort, setSort] = useState<{ key: SortKey; asc: boolean }>({ key: 'score', asc: false });
  const title = (key: string) => t(`table.rows.${key}.title`);
  const sorted = [...rows].sort((a, b) => {
    const order =
      sort.key === 'title' ? title(a.key).localeCompare(title(b.key)) : (a.score ?? -1) - (b.score ?? -1);
    return sort.asc ? order : -order;
  });
  const sortOf = (key: SortKey): ColumnSort => ({
    state: sort.key === key ? (sort.asc ? 'ascending' : 'descending') : 'none',
    onSort: () => setSort({ key, asc: sort.key === key ? !sort.asc : true }),
  });
  const col = {
    number: t('table.number'),
    poster: t('table.poster'),
    score: t('table.score'),
    status: t('table.status'),
  };
  return (
    <>
      <SampleGroup title={t('table.title')}>
        <p className="muted small">{t('table.intro')}</p>
        <Table
          label={t('table.title')}
          className="table-cards"
          testId="showcase-table"
          columns={[
            col.number,
            { label: col.poster, sort: sortOf('title') },
            { label: col.score, className: 'num', sort: sortOf('score') },
            col.status,
            { label: t('common:actions'), className: 'actions' },
          ]}
        >
          {sorted.map((r) => (
            <tr key={r.key}>
              <td className="id-cell" data-label={col.number}>
                <PosterNumber number={r.number} />
              </td>
              <td data-label={col.poster}>
                {title(r.key)}
                <span className="sub">{t(`table.rows.${r.key}.presenter`)}</span>
              </td>
              <td className="num" data-label={col.score}>
                {r.score === null ? t('table.noScore') : formatNumber(r.score)}
              </td>
              <td data-label={col.status}>
                <StatusBadge status={r.status} />
              </td>
              <td className="actions">
                <RowMenu
                  label={t('table.rowMenu', { name: title(r.key) })}
                  items={[
                    { label: t('common:edit'), onSelect: () => notice.info(t('dialogs.saved')) },
                    {
                      label: t('common:delete'),
                      danger: true,
                      onSelect: () => notice.info(t('dialogs.confirmed')),
                    },
                  ]}
                />
              </td>
            </tr>
          ))}
        </Table>
      </SampleGroup>
      <TitledTable title={t('table.emptyTitle')} empty={t('table.empty')} columns={[col.number, col.poster]}>
        {null}
      </TitledTable>
    </>
  );
}
