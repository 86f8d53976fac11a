import { useId } from "react";
import { describedBy, Field } from "./Field";
import { useDraft } from "./useDraft";

export interface NumberLimits {
  readonly min: number;
  readonly max: number;
  /** Whole numbers only. */
  readonly integer?: boolean;
  /** An empty field sends `undefined` (the prop is optional); otherwise an empty field is refused. */
  readonly optional?: boolean;
}

export interface NumberFieldProps extends NumberLimits {
  readonly label: string;
  readonly value: number | undefined;
  onChange(value: number | undefined): void;
  readonly step?: number;
  readonly placeholder?: string;
  readonly hint?: string;
  /** Shown after the input, such as "px". */
  readonly unit?: string;
}

/** The number a typed text stands for within the limits, or why it does not. */
export function parseNumberInput(
  text: string,
  { min, max, integer = false, optional = false }: NumberLimits,
): { ok: true; value: number | undefined } | { ok: false; message: string } {
  const trimmed = text.trim();
  const range = `from ${min} to ${max}`;
  if (trimmed === "") return optional ? { ok: true, value: undefined } : { ok: false, message: `Enter a number ${range}.` };
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < min || value > max) return { ok: false, message: `Enter a number ${range}.` };
  if (integer && !Number.isInteger(value)) return { ok: false, message: `Enter a whole number ${range}.` };
  return { ok: true, value };
}

/**
 * A number input's text and its edits: a number within the limits is sent at once; anything else
 * (an empty field, `1e`, a number out of range) stays in the field with a message.
 */
export function useNumberDraft(value: number | undefined, limits: NumberLimits, onChange: (value: number | undefined) => void) {
  const shown = value === undefined ? "" : String(value);
  const { draft, setDraft } = useDraft(shown);
  const parsed = parseNumberInput(draft, limits);
  const error = draft === shown || parsed.ok ? null : parsed.message;
  const edit = (text: string) => {
    const result = parseNumberInput(text, limits);
    if (!result.ok) {
      setDraft(text);
      return;
    }
    setDraft(text, result.value === undefined ? "" : String(result.value));
    onChange(result.value);
  };
  return { draft, error, edit };
}

/** A labelled number input (font size, radius, how many items to show). */
export function NumberField({ label, value, onChange, step, placeholder, hint, unit, ...limits }: NumberFieldProps) {
  const id = useId();
  const { draft, error, edit } = useNumberDraft(value, limits, onChange);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <span className="settings-number">
        <input
          id={id}
          className="settings-input settings-input--number"
          type="number"
          value={draft}
          min={limits.min}
          max={limits.max}
          step={step ?? (limits.integer ? 1 : "any")}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(event) => edit(event.currentTarget.value)}
        />
        {unit ? <span className="settings-number__unit">{unit}</span> : null}
      </span>
    </Field>
  );
}

export interface SliderFieldProps {
  readonly label: string;
  readonly value: number;
  onChange(value: number): void;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  /** How the value is shown beside the slider, such as `60%`. */
  readonly format?: (value: number) => string;
  readonly hint?: string;
}

/** A range slider with its value shown; each movement is sent at once (the host folds a drag into one undo step). */
export function SliderField({ label, value, onChange, min = 0, max = 100, step = 1, format = String, hint }: SliderFieldProps) {
  const id = useId();
  const shown = format(value);
  return (
    <Field id={id} label={label} hint={hint}>
      <span className="settings-slider">
        <input
          id={id}
          className="settings-slider__input"
          type="range"
          value={value}
          min={min}
          max={max}
          step={step}
          aria-valuetext={shown}
          aria-describedby={describedBy(id, hint, null)}
          onChange={(event) => onChange(Number(event.currentTarget.value))}
        />
        <output className="settings-slider__value" htmlFor={id}>
          {shown}
        </output>
      </span>
    </Field>
  );
}
