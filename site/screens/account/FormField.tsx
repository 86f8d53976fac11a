import { type InputHTMLAttributes, useId } from "react";

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "aria-invalid" | "aria-describedby"> {
  readonly label: string;
  /** The field's message (SPEC §5), shown under it and tied to it for screen readers. */
  readonly error?: string | null | undefined;
}

/** A labelled input with its error underneath (the site's `.site-field`). */
export function FormField({ label, error, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="site-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error ? (
        <p className="site-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Moves focus to the first field marked invalid, so a keyboard or screen-reader user lands on the problem. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
