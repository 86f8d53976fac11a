import { useId } from "react";

/**
 * A labelled text input of the studio's admin forms (Events, Memberships), with the problem the
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
  placeholder,
}: {
  readonly label: string;
  readonly value: string;
  onChange(value: string): void;
  readonly problem?: string;
  readonly type?: "text" | "datetime-local" | "url";
  readonly maxLength?: number;
  readonly placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="studio-admin__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? (
        <p id={`${id}-problem`} className="studio-field-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
