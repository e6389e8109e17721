/** The app's tables: a scrolling frame, a header row from the column names, then the rows. */
import type { ReactNode } from 'react';
import { EmptyState } from '../layout/empty-state';

/** How a sortable column is sorted now, and what a click on its header does. */
export type ColumnSort = { state: 'ascending' | 'descending' | 'none'; onSort: () => void };

/** A column's name, or its name with a class (num, hide-sm) and, for a sortable column, its sort. */
export type HeadColumn =
  | string
  | {
      label: string;
      className?: string;
      sort?: ColumnSort;
      /** Shown instead of the label (a checkbox). */ content?: ReactNode;
    };

export function Table({
  columns,
  className,
  testId,
  label,
  empty,
  children,
}: {
  columns: HeadColumn[];
  className?: string;
  testId?: string;
  /** Said instead of the table when there are no rows (nothing when null, false or empty). */
  empty?: ReactNode;
  /**
   * Names the frame: a labelled region a keyboard can reach and scroll (a wide table on a phone; axe's
   * scrollable-region-focusable). Every table has one, so no page can forget it.
   */
  label: string;
  children: ReactNode;
}) {
  if (empty) return <EmptyState>{empty}</EmptyState>;
  return (
    <div className="table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className={className ? `table ${className}` : 'table'} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => {
              const {
                label: name,
                className: cls,
                sort,
                content,
              } = typeof c === 'string'
                ? { label: c, className: undefined, sort: undefined, content: undefined }
                : c;
              return (
                <th key={name} scope="col" className={cls} aria-sort={sort?.state}>
                  {sort ? (
                    <button type="button" className="sort-button" onClick={sort.onSort}>
                      {name}
                      <span className="sort-mark" aria-hidden="true">
                        {sort.state === 'ascending' ? '▲' : sort.state === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    (content ?? name)
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * A section of a page holding one table: its h2 title (which also names the table's frame), a line before it,
 * then the table, or `empty` said instead when there are no rows, and what follows the table (a pager).
 */
export function TitledTable({
  title,
  empty,
  intro,
  after,
  className = 'stack',
  sectionTestId,
  ...table
}: {
  title: string;
  empty: string | null;
  intro?: ReactNode;
  after?: ReactNode;
  /** The section's class. */
  className?: string;
  sectionTestId?: string;
  columns: HeadColumn[];
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} data-testid={sectionTestId}>
      <h2 className="h-section">{title}</h2>
      {intro}
      {empty ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <>
          <Table label={title} {...table} />
          {after}
        </>
      )}
    </section>
  );
}
