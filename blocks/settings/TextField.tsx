import { useId } from "react";
import { describedBy, Field } from "./Field";
import { useDraft } from "./useDraft";

export interface TextFieldProps {
  readonly label: string;
  /** The prop's current value: the field is controlled by it. */
  readonly value: string | undefined;
  /** Called on each input with a value the field accepts. */
  onChange(value: string | undefined): void;
  readonly maxLength?: number;
  readonly placeholder?: string;
  readonly hint?: string;
  /** Why a text is refused (it is then shown and not sent), or null when it is fine. */
  readonly validate?: (text: string) => string | null;
  /** An empty field sends `undefined`, so the prop's default applies again. */
  readonly emptyAsUndefined?: boolean;
  /** Values offered as the user types (a datalist). */
  readonly suggestions?: readonly string[];
}

/** Sends what the field holds now, or tells why it cannot. */
function useTextEdit({ value, onChange, validate, emptyAsUndefined, maxLength }: TextFieldProps) {
  const { draft, setDraft } = useDraft(value ?? "");
  const error = draft === (value ?? "") || (emptyAsUndefined && draft.trim() === "") ? null : (validate?.(draft) ?? null);
  const edit = (typed: string) => {
    // maxLength stops typing; this also holds for text put in by other means.
    const text = maxLength === undefined ? typed : typed.slice(0, maxLength);
    if (emptyAsUndefined && text.trim() === "") {
      setDraft(text, "");
      onChange(undefined);
      return;
    }
    setDraft(text, text);
    if (!validate?.(text)) onChange(text);
  };
  return { draft, error, edit };
}

/** A one-line text input, controlled by the prop; each input is sent at once (the host folds a burst into one undo step). */
export function TextField(props: TextFieldProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const { draft, error, edit } = useTextEdit(props);
  return (
    <Field id={id} label={props.label} hint={props.hint} error={error}>
      <input
        id={id}
        className="settings-input"
        type="text"
        value={draft}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        list={props.suggestions ? listId : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, props.hint, error)}
        onChange={(event) => edit(event.currentTarget.value)}
      />
      {props.suggestions ? (
        <datalist id={listId}>
          {props.suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
    </Field>
  );
}

/** A multi-line text input, like TextField. */
export function TextAreaField(props: TextFieldProps & { readonly rows?: number }) {
  const id = useId();
  const { draft, error, edit } = useTextEdit(props);
  return (
    <Field id={id} label={props.label} hint={props.hint} error={error}>
      <textarea
        id={id}
        className="settings-input settings-input--area"
        value={draft}
        rows={props.rows ?? 3}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, props.hint, error)}
        onChange={(event) => edit(event.currentTarget.value)}
      />
    </Field>
  );
}
