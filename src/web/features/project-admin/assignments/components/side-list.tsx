import type { ReactNode } from 'react';

/** One side list: a titled card whose list scrolls at 24rem (docs/product.md#limits). */
export function SideList(props: {
  id: string;
  title: string;
  count: number;
  tools?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  // One landmark per list: the scrolling region, named by the heading (a section named the same would repeat it).
  return (
    <div className="card stack">
      <h2 id={props.id} className="h-section">
        {props.title} <span className="muted small">({props.count})</span>
      </h2>
      {props.tools}
      <div
        className="scroll-24"
        tabIndex={0}
        role="region"
        aria-labelledby={props.id}
        data-testid={props.testId}
      >
        {props.children}
      </div>
    </div>
  );
}

/** An entry of a side list: its name, its number beside it, and what it counts. */
export function SideListEntry({ name, sub, children }: { name: string; sub: string; children: ReactNode }) {
  return (
    <li>
      <span className="grow">
        {name} <span className="sub">{sub}</span>
      </span>
      {children}
    </li>
  );
}
