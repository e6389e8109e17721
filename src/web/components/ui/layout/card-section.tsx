/**
 * A part of a page in its own card, named by its heading: `section.card.stack` labelled by the `h2` it opens with
 * (`id`). The heading is a section's (`h-section`) unless `headingClassName` says otherwise; `null`, a plain h2.
 */
import type { ReactNode } from 'react';

export function CardSection({
  id,
  title,
  className,
  headingClassName = 'h-section',
  testId,
  children,
}: {
  id: string;
  title: ReactNode;
  /** Classes beside `card stack`. */
  className?: string;
  headingClassName?: string | null;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <section
      className={className ? `card stack ${className}` : 'card stack'}
      aria-labelledby={id}
      data-testid={testId}
    >
      <h2 id={id} className={headingClassName ?? undefined}>
        {title}
      </h2>
      {children}
    </section>
  );
}
