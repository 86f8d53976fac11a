import { useId } from "react";
import { describedBy, Field } from "./Field";
import { useDraft } from "./useDraft";
import { expandHex, HEX_COLOR_MESSAGE, isHexColor } from "./validation";

/** SPEC §5: a colour is typed as `#rgb` or `#rrggbb`, so at most 7 characters. */
export const COLOR_MAX_LENGTH = 7;

export interface ColorFieldProps {
  readonly label: string;
  /** The chosen colour, or undefined when the theme's (or the default) colour applies. */
  readonly value: string | undefined;
  onChange(value: string | undefined): void;
  /** The colour that applies while none is chosen: shown as the placeholder and in the picker. */
  readonly fallback: string;
  /** What the clear button returns to, for its tooltip and accessible name. */
  readonly clearLabel?: string;
  readonly hint?: string;
}

/**
 * A colour: a hex input of at most 7 characters (sent only when it is `#rgb` or `#rrggbb`), a
 * native colour picker, and a button that clears the colour so the theme's applies again.
 */
export function ColorField({ label, value, onChange, fallback, clearLabel = "Use the theme colour", hint }: ColorFieldProps) {
  const id = useId();
  const { draft, setDraft } = useDraft(value ?? "");
  const error = draft === "" || draft === (value ?? "") || isHexColor(draft) ? null : HEX_COLOR_MESSAGE;
  const pickerColor = expandHex(isHexColor(draft) ? draft : (value ?? fallback));

  const edit = (typed: string) => {
    const text = typed.trim().slice(0, COLOR_MAX_LENGTH);
    if (text === "") {
      setDraft("", "");
      onChange(undefined);
    } else if (isHexColor(text)) {
      setDraft(text, text);
      onChange(text);
    } else {
      setDraft(text);
    }
  };

  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <span className="settings-color">
        <input
          className="settings-color__picker"
          type="color"
          value={pickerColor}
          aria-label={`${label} picker`}
          onChange={(event) => edit(event.currentTarget.value)}
        />
        <input
          id={id}
          className="settings-input settings-color__hex"
          type="text"
          value={draft}
          maxLength={COLOR_MAX_LENGTH}
          placeholder={fallback}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(event) => edit(event.currentTarget.value)}
        />
        <button
          type="button"
          className="settings-button settings-button--quiet"
          title={clearLabel}
          aria-label={`Reset ${label}: ${clearLabel}`}
          disabled={value === undefined && draft === ""}
          onClick={() => edit("")}
        >
          Reset
        </button>
      </span>
    </Field>
  );
}
