import { useId } from "react";
import { describedBy, Field } from "./Field";

export interface Choice<V extends string | number> {
  readonly value: V;
  readonly label: string;
}

export interface SelectFieldProps<V extends string | number> {
  readonly label: string;
  readonly value: V | undefined;
  readonly options: readonly Choice<V>[];
  onChange(value: NoInfer<V> | undefined): void;
  /** An empty first option (such as "No list") that sends `undefined`; without it a value must be chosen. */
  readonly emptyLabel?: string;
  readonly hint?: string;
}

/** A drop-down list; the chosen option's value is sent as it is (a number stays a number). */
export function SelectField<const V extends string | number>({ label, value, options, onChange, emptyLabel, hint }: SelectFieldProps<V>) {
  const id = useId();
  const index = options.findIndex((option) => option.value === value);
  return (
    <Field id={id} label={label} hint={hint}>
      <select
        id={id}
        className="settings-input settings-select"
        value={index === -1 ? "" : String(index)}
        aria-describedby={describedBy(id, hint, null)}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          onChange(chosen === "" ? undefined : options[Number(chosen)]?.value);
        }}
      >
        {emptyLabel !== undefined || index === -1 ? <option value="">{emptyLabel ?? ""}</option> : null}
        {options.map((option, i) => (
          <option key={String(option.value)} value={String(i)}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export interface RadioGroupProps<V extends string | number> {
  readonly label: string;
  readonly value: V;
  readonly options: readonly Choice<V>[];
  onChange(value: NoInfer<V>): void;
}

/** A small set of exclusive choices (variant, alignment, direction), all visible at once. */
export function RadioGroup<const V extends string | number>({ label, value, options, onChange }: RadioGroupProps<V>) {
  const name = useId();
  return (
    <fieldset className="settings-field settings-radios">
      <legend className="settings-field__label">{label}</legend>
      <div className="settings-radios__options">
        {options.map((option) => (
          <label key={String(option.value)} className="settings-radios__option">
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface ToggleFieldProps {
  readonly label: string;
  readonly checked: boolean;
  onChange(checked: boolean): void;
  readonly hint?: string;
}

/** An on/off switch (full width, show social icons, fill space). */
export function ToggleField({ label, checked, onChange, hint }: ToggleFieldProps) {
  const id = useId();
  return (
    <div className="settings-field settings-toggle">
      <input
        id={id}
        className="settings-toggle__input"
        type="checkbox"
        checked={checked}
        aria-describedby={describedBy(id, hint, null)}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label className="settings-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="settings-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
