/** The big admin tables (posters, judges, participants): a filter, pages of 50, columns and row actions. */
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { pendingFor, useCarefulDelete, useConfirmedMutation } from '../../../components/ui/mutation-notices';
import type { DeleteVars } from '../api/delete-poster';
import { getDeletePreview } from '../api/get-delete-preview';
import type { AdminScope } from '../api/scope';
import type { TFunction } from '../../../i18n/core';
import { Table } from '../../../components/ui/table';
import { useAdminT } from '../i18n/admin';
import { Pager, SearchBox, usePaged } from './pager';
import { matches } from './table-tools';

export type Column<T> = { header: string; cell: (row: T) => ReactNode; className?: string };

export function AdminTable<T extends { id: number }>({
  heading,
  label,
  rows,
  searchable,
  columns,
  actions,
}: {
  /** Left of the filter: a title or a count. */
  heading: ReactNode;
  label: string;
  rows: T[];
  /** The texts of a row the filter looks in. */
  searchable: (row: T) => Array<string | number | null | undefined>;
  columns: Column<T>[];
  /** The buttons of the last column. */
  actions: (row: T) => ReactNode;
}) {
  const { t } = useAdminT();
  const [filter, setFilter] = useState('');
  const shown = filter ? rows.filter((r) => matches(filter, searchable(r))) : rows;
  const slice = usePaged(shown);
  return (
    <section className="stack" aria-label={label}>
      <div className="table-tools">
        {heading}
        <SearchBox
          value={filter}
          onChange={(v) => {
            setFilter(v);
            slice.setPage(1);
          }}
        />
      </div>
      {shown.length === 0 ? (
        <p className="empty">{t('noMatch')}</p>
      ) : (
        <Table
          columns={[
            ...columns.map((c) => ({ label: c.header, className: c.className })),
            t('common:actions'),
          ]}
        >
          {slice.rows.map((row) => (
            <tr key={row.id}>
              {columns.map((c) => (
                <td key={c.header} className={c.className}>
                  {c.cell(row)}
                </td>
              ))}
              <td className="actions">{actions(row)}</td>
            </tr>
          ))}
        </Table>
      )}
      <Pager slice={slice} />
    </section>
  );
}

/**
 * A row's delete button wired to a confirmed deletion, worded by the page's messages: `confirmDelete`,
 * `deleted`, `deleteFailed` and `deleteLabel` (under `prefix`), each given the row's `vars`.
 */
export function useRowDelete(mutation: UseMutationResult<unknown, Error, number>, t: TFunction, prefix = '') {
  const remove = useConfirmedMutation(mutation);
  return (id: number, vars: Record<string, string>) => ({
    deleteLabel: t(`${prefix}deleteLabel`, vars),
    deleting: pendingFor(mutation, id),
    onDelete: () =>
      void remove(id, {
        message: t(`${prefix}confirmDelete`, vars),
        confirmLabel: t('common:delete'),
        done: t(`${prefix}deleted`),
        failed: t(`${prefix}deleteFailed`),
      }),
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
    deleteLabel: t(`${prefix}deleteLabel`, vars),
    deleting: mutation.isPending && mutation.variables?.id === id,
    onDelete: () =>
      void remove(id, () => getDeletePreview(scope, kind, id), {
        message: t(`${prefix}confirmDelete`, vars),
        confirmLabel: t('common:delete'),
        done: t(`${prefix}deleted`),
        failed: t(`${prefix}deleteFailed`),
      }),
  });
}

/** Edit and delete buttons named after the row (for screen readers and the browser tests). */
export function RowActions({
  onEdit,
  editLabel,
  editTo,
  onDelete,
  deleteLabel,
  deleting,
}: {
  onEdit?: () => void;
  editLabel?: string;
  /** An edit page instead of a dialog. */
  editTo?: ReactNode;
  onDelete: () => void;
  deleteLabel: string;
  deleting: boolean;
}) {
  const { t } = useAdminT();
  return (
    <>
      {editTo}
      {onEdit ? (
        <button type="button" className="btn btn-sm" onClick={onEdit} aria-label={editLabel}>
          {t('common:edit')}
        </button>
      ) : null}
      <button
        type="button"
        className="btn btn-sm btn-danger"
        onClick={onDelete}
        disabled={deleting}
        aria-label={deleteLabel}
      >
        {t('common:delete')}
      </button>
    </>
  );
}

/** A person's name with their @username under it. */
export function NameCell({ name, username }: { name: string | null; username: string }) {
  return (
    <>
      {name || '-'}
      <span className="sub">@{username}</span>
    </>
  );
}
