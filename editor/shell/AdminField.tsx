import { useId } from "react";

/**
 * A labelled text input (or textarea) of the studio's admin forms, with the problem the
 * form found in it below: the input points at its problem (`aria-describedby`) so a screen reader
 * reads why it is invalid, not only that it is.
 */
export function AdminField({
  label,
  value,
  onChange,
  problem,
  type = "text",
  maxLength,
  minLength,
  placeholder,
  rows,
  autoComplete,
}: {
  readonly label: string;
  readonly value: string;
  onChange(value: string): void;
  readonly problem?: string;
  readonly type?: "text" | "datetime-local" | "url";
  readonly maxLength?: number;
  readonly minLength?: number;
  readonly placeholder?: string;
  /** A text of several lines (a description, credits): a textarea of this many rows. */
  readonly rows?: number;
  /** What the browser may fill in (`one-time-code` offers a code that arrived on the phone). */
  readonly autoComplete?: string;
}) {
  const id = useId();
  // What the input and the textarea share: the value, its limits, and the problem they point at.
  const shared = {
    id,
    value,
    maxLength,
    minLength,
    placeholder,
    autoComplete,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": problem ? `${id}-problem` : undefined,
  };
  return (
    <div className="studio-admin__field">
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {problem ? (
        <p id={`${id}-problem`} className="studio-field-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
