/**
 * A labelled set of checkboxes, one for each item, holding the chosen items' keys (a screen's sessions, a new
 * admin's conferences, the posters that receive a certificate).
 */
import type { ReactNode } from 'react';

export function ChoiceList<K extends string | number>({
  legend,
  hint,
  items,
  chosen,
  onChange,
  className,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  items: ReadonlyArray<{ key: K; label: ReactNode }>;
  chosen: readonly K[];
  onChange: (chosen: K[]) => void;
  /** The list's own class (a scrolling box for a long list). */
  className?: string;
}) {
  const toggle = (key: K, on: boolean) =>
    onChange(on ? [...chosen.filter((k) => k !== key), key] : chosen.filter((k) => k !== key));
  return (
    <fieldset className="field">
      <legend className="label">{legend}</legend>
      {hint ? <p className="field-hint">{hint}</p> : null}
      <ul className={className ? `choice-list ${className}` : 'choice-list'}>
        {items.map((item) => (
          <li key={item.key}>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={chosen.includes(item.key)}
                onChange={(e) => toggle(item.key, e.target.checked)}
              />
              {item.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
