/**
 * A checkbox with its words after it, the whole line its label (`label.checkbox`). The input's own props pass
 * through: controlled (`checked`, `onChange`) or a form's `register`.
 */
import type { ComponentProps, ReactNode } from 'react';

export function Checkbox({
  children,
  ...input
}: Omit<ComponentProps<'input'>, 'type'> & { children: ReactNode }) {
  return (
    <label className="checkbox">
      <input type="checkbox" {...input} /> {children}
    </label>
  );
}
