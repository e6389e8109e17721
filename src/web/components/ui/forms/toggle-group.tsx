/**
 * A row of small toggles of which one is chosen (a list's filter): the chosen one is primary and pressed
 * (aria-pressed); `onChange` is told the one pressed, also when it is already the chosen one.
 */
import type { ReactNode } from 'react';

export function ToggleGroup<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  /** The group's name ("상태별 보기"), said before its buttons. */
  label: string;
  options: ReadonlyArray<{ value: V; text: ReactNode }>;
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div className="toolbar" role="group" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          className={o.value === value ? 'btn btn-sm btn-primary' : 'btn btn-sm'}
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
        >
          {o.text}
        </button>
      ))}
    </div>
  );
}
