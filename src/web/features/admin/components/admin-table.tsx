/**
 * The big admin tables (posters, judges, participants, assignments): paged, searched and sorted by the server
 * (decision 026), their state in the address; a phone shows each row as a card; row actions sit in a menu.
 */
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { Page } from '@shared/paging';
import { displayId } from '@shared/format';
import {
  pendingFor,
  useCarefulDelete,
  useConfirmedMutation,
  type ConfirmedTexts,
} from '@web/components/ui/mutation-notices';
import { RowMenu, type RowMenuItem } from '@web/components/ui/row-menu';
import type { DeleteVars } from '../api/delete-poster';
import { getBulkDeletePreview, useBulkDelete } from '../api/bulk-delete';
import { getDeletePreview } from '../api/get-delete-preview';
import type { AdminScope } from '../api/scope';
import type { TFunction } from '@web/i18n/core';
import { Table } from '@web/components/ui/table';
import { useAdminT } from '../i18n/admin';
import type { ListState } from './list-state';
import { Pager, SearchBox } from './pager';
import { QueryView } from './query-view';
import { serverSlice } from './table-tools';

export type Column<T, K extends string = string> = {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** The server's sort key of this column: its header becomes a sort button. */
  sort?: K;
};

export type AdminTableProps<T extends { id: number }, K extends string> = {
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

export function AdminTable<T extends { id: number }, K extends string>({
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
}: AdminTableProps<T, K>) {
  const { t } = useAdminT();
  const data = list.data;
  const { query, setPage } = state;
  // The chosen rows belong to the page on screen: another page, search or order starts a new choice.
  const [chosen, setChosen] = useState<{ key: string; ids: Set<number> }>({ key: '', ids: new Set() });
  const pageKey = JSON.stringify(query);
  const selected = chosen.key === pageKey ? chosen.ids : new Set<number>();
  const choose = (ids: Set<number>) => setChosen({ key: pageKey, ids });
  const pageIds = (data?.items ?? []).map((r) => r.id);
  const allChosen = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  // A page past the end (the last row of the last page deleted, an old link): go to the last page.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.items.length === 0 && data.page > lastPage) setPage(lastPage);
  }, [data, list.isPlaceholderData, lastPage, setPage]);

  return (
    <QueryView queries={[list]} failed={failed}>
      {() =>
        data!.total === 0 && !query.q ? (
          empty
        ) : (
          <div className="stack" aria-busy={list.isFetching}>
            <div className="table-tools">
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
            {data!.items.length === 0 ? (
              <p className="empty">{t('noMatch')}</p>
            ) : (
              <Table
                label={label}
                testId={testId}
                className="table-cards"
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
                      <td className="actions">
                        <RowMenu label={t('rowActions', { name: menu.name })} items={menu.items} />
                      </td>
                    </tr>
                  );
                })}
              </Table>
            )}
            <Pager slice={{ ...serverSlice(data!), setPage }} />
          </div>
        )
      }
    </QueryView>
  );
}

/**
 * A row's delete button wired to a confirmed deletion, worded by the page's messages: `confirmDelete`,
 * `deleted` and `deleteFailed` (under `prefix`), each given the row's `vars`.
 */
export function useRowDelete(mutation: UseMutationResult<unknown, Error, number>, t: TFunction, prefix = '') {
  const remove = useConfirmedMutation(mutation);
  return (id: number, vars: Record<string, string>) => ({
    deleting: pendingFor(mutation, id),
    onDelete: () => void remove(id, rowDeleteTexts(t, prefix, vars)),
  });
}

/**
 * Row deletes of posters and judges: what goes is shown first (the server's counts), and the poster number or
 * judge username must be typed when evaluations would go with it.
 */
export function useCarefulRowDelete(
  mutation: UseMutationResult<unknown, Error, DeleteVars>,
  scope: AdminScope,
  kind: 'posters' | 'judges',
  t: TFunction,
  prefix = '',
) {
  const remove = useCarefulDelete(mutation);
  return (id: number, vars: Record<string, string>) => ({
    deleting: mutation.isPending && mutation.variables?.id === id,
    onDelete: () =>
      void remove({ id }, () => getDeletePreview(scope, kind, id), rowDeleteTexts(t, prefix, vars)),
  });
}

/**
 * The bulk delete of posters or judges, for AdminTable's `bulk`: what all of the chosen take with them is shown
 * first (the server's bulk-delete-preview), and their count must be typed when evaluations would go too.
 */
export function useCarefulBulkDelete(
  scope: AdminScope,
  kind: 'posters' | 'judges',
  t: TFunction,
  prefix = '',
) {
  const remove = useCarefulDelete(useBulkDelete(kind));
  return {
    actionLabel: t(`${prefix}bulkDelete`),
    run: (ids: number[]) =>
      remove({ ids }, () => getBulkDeletePreview(scope, kind, ids), bulkDeleteTexts(t, ids.length, prefix)),
  };
}

/** A row delete's words: `deleteTitle`, `confirmDelete` (given the row's `vars`), `deleted`, `deleteFailed`. */
function rowDeleteTexts(t: TFunction, prefix: string, vars: Record<string, string>): ConfirmedTexts {
  return {
    title: t(`${prefix}deleteTitle`),
    message: t(`${prefix}confirmDelete`, vars),
    confirmLabel: t('common:delete'),
    done: t(`${prefix}deleted`),
    failed: t(`${prefix}deleteFailed`),
  };
}

/** A bulk delete's words: `bulkDeleteTitle`, `confirmBulkDelete` and `bulkDeleted` (given the count), `deleteFailed`. */
export function bulkDeleteTexts(t: TFunction, count: number, prefix = ''): ConfirmedTexts {
  return {
    title: t(`${prefix}bulkDeleteTitle`),
    message: t(`${prefix}confirmBulkDelete`, { count }),
    confirmLabel: t('common:delete'),
    done: t(`${prefix}bulkDeleted`, { count }),
    failed: t(`${prefix}deleteFailed`),
  };
}

/** A row's menu: edit (a dialog or a page) and delete, the delete last and in the danger colour. */
export function useRowMenu() {
  const { t } = useAdminT();
  return ({
    onEdit,
    editTo,
    onDelete,
    deleting,
  }: {
    onEdit?: () => void;
    /** An edit page instead of a dialog. */
    editTo?: string;
    onDelete: () => void;
    deleting: boolean;
  }): RowMenuItem[] => [
    ...(onEdit || editTo ? [{ label: t('common:edit'), onSelect: onEdit, to: editTo }] : []),
    { label: t('common:delete'), onSelect: onDelete, danger: true, disabled: deleting },
  ];
}

/**
 * The columns every list of people starts with: the number (J-001, U-001), name with @username, and e-mail,
 * sortable by the server's keys `number`, `name` and `email`.
 */
export function personColumns<T extends Person>(
  t: TFunction,
  prefix: 'J' | 'U',
): Column<T, 'number' | 'name' | 'email'>[] {
  return [
    { header: t('col.id'), cell: (p) => displayId(prefix, p.id), className: 'id-cell', sort: 'number' },
    {
      header: t('col.name'),
      cell: (p) => <NameCell name={p.full_name} username={p.username} />,
      sort: 'name',
    },
    { header: t('col.email'), cell: (p) => p.email, className: 'break', sort: 'email' },
  ];
}
type Person = { id: number; full_name: string | null; username: string; email: string };

/** A person's name with their @username under it. */
export function NameCell({ name, username }: { name: string | null; username: string }) {
  return (
    <>
      {name || '-'}
      <span className="sub">@{username}</span>
    </>
  );
}
