/** A page's heading: its title (the page's one h1), a line under it, and its actions at the right. */
import type { ReactNode } from 'react';

export function PageHeader({
  title,
  subtitle,
  actions,
  className,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <header className={className ? `page-head ${className}` : 'page-head'}>
      <div>
        <h1>{title}</h1>
        {subtitle ? <p className="page-head-sub">{subtitle}</p> : null}
      </div>
      {actions ? <div className="row">{actions}</div> : null}
    </header>
  );
}
