/**
 * Nothing to show, in the one dashed box: a sentence; or a title, a sentence and the way on (a button or a link).
 * The sentence alone is a `p.empty`, as every list has said it so far.
 */
import type { ReactNode } from 'react';

export function EmptyState({
  title,
  children,
  action,
}: {
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  if (!title && !action) return <p className="empty">{children}</p>;
  return (
    <div className="empty stack">
      {title ? <p className="empty-title">{title}</p> : null}
      {children ? <p>{children}</p> : null}
      {action ? <div className="row">{action}</div> : null}
    </div>
  );
}
