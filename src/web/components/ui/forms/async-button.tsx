/**
 * A button that starts a step which takes a while (a removal asked first, as a rule): unavailable while `busy`, and
 * a failure is the step's own to say. Its classes are `className`'s (`btn` and a kind).
 */
import type { ReactNode } from 'react';

export function AsyncButton({
  className,
  busy,
  run,
  label,
  children,
}: {
  className: string;
  busy: boolean;
  run: () => Promise<unknown>;
  /** The accessible name, when the text alone does not say which one (a row's, an image's). */
  label?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} onClick={() => void run()} disabled={busy} aria-label={label}>
      {children}
    </button>
  );
}
