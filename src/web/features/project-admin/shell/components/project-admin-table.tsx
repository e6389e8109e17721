/**
 * The organiser's big tables (posters, judges, participants, assignments): paged, searched and sorted by the server
 * (decision 026), their state in the address; a phone shows each row as a card; row actions sit in a menu.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Page } from '@shared/paging';
import type { RowMenuItem } from '@web/components/ui/tables/row-menu';
import { Table } from '@web/components/ui/tables/table';
import { useProjectAdminT } from '../i18n/project-admin';
import { usePageInRange, type ListState } from '../lib/use-list-state';
import { Pager } from './pager';
import { SearchBox } from './search-box';
import { QueryView } from './query-view';
import { RowActions } from './row-actions';
import { serverSlice } from '../lib/table-paging';

export type Column<T, K extends string = string> = {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** The server's sort key of this column: its header becomes a sort button. */
  sort?: K;
};

export type ProjectAdminTableProps<T extends { id: number }, K extends string> = {
  testId?: string;
  /**
   * Rows can be chosen (a checkbox each, and one for the page) and the chosen ones deleted at once; `run`
   * asks for confirmation and answers whether it happened.
   */
  bulk?: { actionLabel: string; run: (ids: number[]) => Promise<boolean> };
  /** Left of the search: a title or a count (given the total of the page's search). */
  heading: (total: number) => ReactNode;
  /** The table's name: its frame is a region of that name. */
  label: string;
  list: UseQueryResult<Page<T>>;
  state: ListState<K>;
  /** "Failed to load the judges": the notice's words. */
  failed: string;
  /** Shown instead of the table while the list has no rows at all (no search). */
  empty: ReactNode;
  columns: Column<T, K>[];
  /** The row's menu: its name (for the menu button's label) and its items. */
  actions: (row: T) => { name: string; items: RowMenuItem[] };
};

export function ProjectAdminTable<T extends { id: number }, K extends string>({
  heading,
  label,
  list,
  state,
  failed,
  empty,
  columns,
  actions,
  testId,
  bulk,
}: ProjectAdminTableProps<T, K>) {
  const { t } = useProjectAdminT();
  const data = list.data;
  const { query, setPage } = state;
  // The chosen rows belong to the page on screen: another page, search or order starts a new choice.
  const [chosen, setChosen] = useState<{ key: string; ids: Set<number> }>({ key: '', ids: new Set() });
  const pageKey = JSON.stringify(query);
  const selected = chosen.key === pageKey ? chosen.ids : new Set<number>();
  const choose = (ids: Set<number>) => setChosen({ key: pageKey, ids });
  const pageIds = (data?.items ?? []).map((r) => r.id);
  const allChosen = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  usePageInRange(list, setPage);

  return (
    <QueryView queries={[list]} failed={failed}>
      {() =>
        data!.total === 0 && !query.q ? (
          empty
        ) : (
          <div className="stack" aria-busy={list.isFetching}>
            <div className="toolbar toolbar-split">
              {heading(data!.total)}
              <SearchBox value={state.search} onChange={state.setSearch} />
            </div>
            {bulk && selected.size > 0 ? (
              <div className="bulk-bar" role="group" aria-label={t('selection')}>
                <span>{t('selected', { count: selected.size })}</span>
                <button
                  type="button"
                  className="btn btn-sm btn-danger-quiet"
                  onClick={() => void bulk.run([...selected]).then((done) => done && choose(new Set()))}
                >
                  {bulk.actionLabel}
                </button>
                <button type="button" className="btn btn-sm" onClick={() => choose(new Set())}>
                  {t('clearSelection')}
                </button>
              </div>
            ) : null}
            <Table
              label={label}
              testId={testId}
              className="table-cards"
              empty={data!.items.length === 0 && t('noMatch')}
              columns={[
                ...(bulk
                  ? [
                      {
                        label: t('selectColumn'),
                        className: 'select',
                        content: (
                          <input
                            type="checkbox"
                            className="row-check"
                            aria-label={t('selectPage')}
                            checked={allChosen}
                            onChange={(e) => choose(new Set(e.target.checked ? pageIds : []))}
                          />
                        ),
                      },
                    ]
                  : []),
                ...columns.map((c) => ({
                  label: c.header,
                  className: c.className,
                  sort: c.sort
                    ? {
                        state:
                          query.sort === c.sort
                            ? query.dir === 'asc'
                              ? ('ascending' as const)
                              : ('descending' as const)
                            : ('none' as const),
                        onSort: () => state.sortBy(c.sort!),
                      }
                    : undefined,
                })),
                { label: t('common:actions'), className: 'actions' },
              ]}
            >
              {data!.items.map((row) => {
                const menu = actions(row);
                return (
                  <tr key={row.id}>
                    {bulk ? (
                      <td className="select" data-label={t('selectColumn')}>
                        <input
                          type="checkbox"
                          className="row-check"
                          aria-label={t('selectRow', { name: menu.name })}
                          checked={selected.has(row.id)}
                          onChange={(e) => {
                            const next = new Set(selected);
                            if (e.target.checked) next.add(row.id);
                            else next.delete(row.id);
                            choose(next);
                          }}
                        />
                      </td>
                    ) : null}
                    {columns.map((c) => (
                      <td key={c.header} className={c.className} data-label={c.header}>
                        <div>{c.cell(row)}</div>
                      </td>
                    ))}
                    <RowActions name={menu.name} items={menu.items} />
                  </tr>
                );
              })}
            </Table>
            <Pager slice={{ ...serverSlice(data!), setPage }} />
          </div>
        )
      }
    </QueryView>
  );
}
