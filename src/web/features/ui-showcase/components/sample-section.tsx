/** A part of the components' page: a titled card (its id the contents' anchor), and a named group inside one. */
import type { ReactNode } from 'react';

export function SampleSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="card stack showcase-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h-section">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function SampleGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="stack showcase-group">
      <h3 className="showcase-group-title">{title}</h3>
      {children}
    </div>
  );
}
