/** A table's header row from its column names; a column may carry a class (num, hide-sm). */
export type HeadColumn = string | { label: string; className?: string };

export function TableHead({ columns }: { columns: HeadColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => {
          const { label, className } = typeof c === 'string' ? { label: c, className: undefined } : c;
          return (
            <th key={label} scope="col" className={className}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
