import { useId } from "react";
import { fieldIds } from "./Field";
import { type NumberLimits, useNumberDraft } from "./NumberField";

const SIDES = ["Top", "Right", "Bottom", "Left"] as const;

export interface SpacingFieldProps {
  /** "Margins" or "Paddings". */
  readonly label: string;
  /** Pixels in CSS order: top, right, bottom, left. */
  readonly value: readonly number[];
  onChange(value: number[]): void;
  readonly min: number;
  readonly max: number;
}

function SideInput({
  label,
  side,
  index,
  values,
  limits,
  onChange,
}: {
  readonly label: string;
  readonly side: (typeof SIDES)[number];
  readonly index: number;
  readonly values: readonly number[];
  readonly limits: NumberLimits;
  onChange(value: number[]): void;
}) {
  const id = useId();
  const { draft, error, edit } = useNumberDraft(values[index] ?? 0, limits, (value) => {
    const next = [0, 1, 2, 3].map((i) => values[i] ?? 0);
    next[index] = value ?? 0;
    onChange(next);
  });
  return (
    <span className="settings-spacing__side">
      <label className="settings-spacing__label" htmlFor={id}>
        {side}
      </label>
      <input
        id={id}
        className="settings-input settings-input--number"
        type="number"
        value={draft}
        min={limits.min}
        max={limits.max}
        step={1}
        aria-label={`${label} ${side.toLowerCase()}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldIds(id).error : undefined}
        onChange={(event) => edit(event.currentTarget.value)}
      />
      {error ? (
        <span className="settings-field__error" id={fieldIds(id).error}>
          {error}
        </span>
      ) : null}
    </span>
  );
}

/** Four numbers (top, right, bottom, left) in pixels, for margins and paddings; each edit sends the whole list. */
export function SpacingField({ label, value, onChange, min, max }: SpacingFieldProps) {
  const limits: NumberLimits = { min, max };
  return (
    <fieldset className="settings-field settings-spacing">
      <legend className="settings-field__label">{label}</legend>
      <div className="settings-spacing__sides">
        {SIDES.map((side, index) => (
          <SideInput key={side} label={label} side={side} index={index} values={value} limits={limits} onChange={onChange} />
        ))}
      </div>
    </fieldset>
  );
}
