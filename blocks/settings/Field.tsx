import type { ReactNode } from "react";

/** Ids of a field's parts, from the id of its control. */
export function fieldIds(id: string): { hint: string; error: string } {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

/** `aria-describedby` for a control with an optional hint and error. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = fieldIds(id);
  const parts = [hint ? ids.hint : "", error ? ids.error : ""].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : undefined;
}

/** A labelled field: the label, the control, a hint and the error that explains a refused value. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  readonly id: string;
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | null | undefined;
  readonly children: ReactNode;
}) {
  const ids = fieldIds(id);
  return (
    <div className="settings-field">
      <label className="settings-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <p className="settings-field__hint" id={ids.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="settings-field__error" id={ids.error} aria-live="polite">
          {error}
        </p>
      ) : null}
    </div>
  );
}
