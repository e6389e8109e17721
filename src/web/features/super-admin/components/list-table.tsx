/** The super admin's lists (projects, admins) in their states: loading, failed with a retry, empty, the table. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '@web/components/ui/layout/empty-state';
import { LoadFailed } from '@web/components/ui/notices/load-failed';
import { Spinner } from '@web/components/ui/notices/spinner';
import { Table } from '@web/components/ui/tables/table';

/** The table is named `label`, its rows stack into cards on a phone; `children` makes the rows of the items. */
export function ListTable<T>({
  query,
  label,
  failed,
  empty,
  columns,
  children,
}: {
  query: UseQueryResult<T[]>;
  label: string;
  /** The failure's words (with a retry button). */
  failed: string;
  /** Said when the list has no items. */
  empty: string;
  columns: string[];
  children: (items: T[]) => ReactNode;
}) {
  const items = query.data;
  return (
    <>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <LoadFailed message={failed} onRetry={() => void query.refetch()} /> : null}
      {items && items.length === 0 ? <EmptyState>{empty}</EmptyState> : null}
      {items && items.length > 0 ? (
        <Table label={label} className="table-cards" columns={columns}>
          {children(items)}
        </Table>
      ) : null}
    </>
  );
}
