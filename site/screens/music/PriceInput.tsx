import { type Ref, useId } from "react";
import { formatDollars } from "../../../schema/rules/money";

export interface PriceInputProps {
  /** The text typed, in dollars ("5.00"). */
  readonly value: string;
  readonly onChange: (text: string) => void;
  /** The variant's price: the least the fan may pay. */
  readonly minimum: number;
  /** The message under the field ('Price must be at least $X'), or null. */
  readonly error: string | null;
  readonly ref?: Ref<HTMLInputElement>;
}

/** The pay-what-you-want price field (SPEC §5): labelled, with the minimum as a hint and the error below. */
export function PriceInput({ value, onChange, minimum, error, ref }: PriceInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="site-field music-price-field">
      <label htmlFor={id}>Your price (USD)</label>
      <p id={hintId} className="music-price-field__hint">
        Pay what you want: {formatDollars(minimum)} or more.
      </p>
      <div className="music-price-field__control">
        <span className="music-price-field__currency" aria-hidden="true">
          $
        </span>
        <input
          ref={ref}
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          required
          maxLength={12}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error ? (
        <p id={errorId} className="site-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
