/** Labelled inputs and text areas with an optional hint and error, wired with aria attributes. */
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useServerFieldError } from './server-field-errors';

/**
 * A labelled control with its hint and error under it, wired with aria attributes: `control` gets the id, whether
 * it is invalid and what describes it. The one frame of Field and TextAreaField.
 */
function Labelled({
  label,
  hint,
  error,
  alert,
  control,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** The error is the server's, said as it arrives. */
  alert?: boolean;
  control: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errId = `${id}-err`;
  const describedBy = [hint ? hintId : '', error ? errId : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={errId} className="field-error" role={alert ? 'alert' : undefined}>
          {error}
        </div>
      ) : null}
    </div>
  );
}

export function Field({
  label,
  hint,
  error: given,
  ...input
}: { label: ReactNode; hint?: ReactNode; error?: string | null } & ComponentProps<'input'>) {
  // A save the server refused for this field (inside a form that provides it) is said here, under the input.
  const server = useServerFieldError(input.name);
  const error = given || server;
  return (
    <Labelled
      label={label}
      hint={hint}
      error={error}
      alert={!!server && !given}
      control={(aria) => <input {...aria} className="input" {...input} />}
    />
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  ...input
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
} & ComponentProps<'textarea'>) {
  return (
    <Labelled
      label={label}
      hint={hint}
      error={error}
      control={(aria) => <textarea {...aria} className="textarea" {...input} />}
    />
  );
}

/** A whole-number input (numeric keyboard on phones); the schema checks the range. */
export function NumberField(props: Parameters<typeof Field>[0]) {
  return <Field type="number" step={1} inputMode="numeric" {...props} />;
}

/**
 * A labelled choice: "none chosen" first, then the options (value and text). Its id is its own, as a Field's is,
 * unless the page names one.
 */
export function SelectField({
  id: named,
  label,
  value,
  onChange,
  none,
  options,
}: {
  id?: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The text of the empty choice (none when a choice is always made). */
  none?: string;
  options: Array<{ value: string | number; text: string }>;
}) {
  const own = useId();
  const id = named ?? own;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value)}>
        {none !== undefined ? <option value="">{none}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </div>
  );
}
