/** The app's tables: a scrolling frame, a header row from the column names, then the rows. */
import type { ReactNode } from 'react';

/** A column's name, or its name with a class (num, hide-sm). */
export type HeadColumn = string | { label: string; className?: string };

export function Table({
  columns,
  className,
  testId,
  children,
}: {
  columns: HeadColumn[];
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="table-wrap">
      <table className={className ? `table ${className}` : 'table'} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => {
              const { label, className: cls } =
                typeof c === 'string' ? { label: c, className: undefined } : c;
              return (
                <th key={label} scope="col" className={cls}>
                  {label}
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
