/** The poster lists' search box (judge and participant), in a file of its own: the judge's list loads no other field. */
import { useId, type ReactNode } from 'react';

/** A labelled search box whose text is the caller's state; `landmark` makes the field the page's search role. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  landmark = false,
}: {
  label: ReactNode;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  landmark?: boolean;
}) {
  const id = useId();
  return (
    <div className="field" role={landmark ? 'search' : undefined}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        className="input"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
