/** Side lists that show 200 entries at a time. */
import { useState, type ReactNode } from 'react';
import { useProjectAdminT } from '@web/features/project-admin/shell/i18n/project-admin';
import { EmptyState } from '@web/components/ui/layout/empty-state';

/** Side lists of thousands of entries render 200 at a time, so the page stays quick. */
export function ShowMoreList<T>({
  items,
  render,
  step = 200,
  empty,
}: {
  items: T[];
  render: (item: T) => ReactNode;
  step?: number;
  empty: string;
}) {
  const { t } = useProjectAdminT();
  const [limit, setLimit] = useState(step);
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  const rest = items.length - limit;
  return (
    <>
      <ul className="side-list">{items.slice(0, limit).map(render)}</ul>
      {rest > 0 ? (
        <button type="button" className="btn btn-sm btn-block" onClick={() => setLimit((l) => l + step)}>
          {t('showMore', { count: Math.min(step, rest) })}
        </button>
      ) : null}
    </>
  );
}
