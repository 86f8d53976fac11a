import { type FormEvent, useId, useRef, useState } from "react";
import { GIFT_LIMITS, type GiftErrors, type GiftValues, validateGift } from "./purchase";

export interface GiftFormProps {
  /** Called with checked values (the form shows the messages otherwise). */
  readonly onSubmit: (values: GiftValues) => void;
  readonly onCancel: () => void;
  /** What the submit button says ("Add gift to cart"). */
  readonly submitLabel?: string;
}

const EMPTY: GiftValues = { recipientName: "", recipientEmail: "", recipientMessage: "" };

type Field = keyof GiftValues;

/**
 * The gift form (SPEC §5): recipient name (required), recipient email (required, a simple pattern),
 * an optional message. Messages appear on submit and then follow the typing.
 */
export function GiftForm({ onSubmit, onCancel, submitLabel = "Add gift to cart" }: GiftFormProps) {
  const [values, setValues] = useState<GiftValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const id = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const errors: GiftErrors = submitted ? validateGift(values) : {};

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateGift(values);
    if (found.recipientName) nameInput.current?.focus();
    else if (found.recipientEmail) emailInput.current?.focus();
    else onSubmit(values);
  };

  const errorOf = (field: "recipientName" | "recipientEmail") =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="site-field__error">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: "recipientName" | "recipientEmail") =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-error` } : {};

  return (
    <form className="music-gift-form" noValidate onSubmit={submit}>
      <div className="site-field">
        <label htmlFor={`${id}-name`}>Recipient name</label>
        <input
          ref={nameInput}
          id={`${id}-name`}
          type="text"
          autoComplete="off"
          maxLength={GIFT_LIMITS.recipientName}
          value={values.recipientName}
          onChange={set("recipientName")}
          {...described("recipientName")}
        />
        {errorOf("recipientName")}
      </div>
      <div className="site-field">
        <label htmlFor={`${id}-email`}>Recipient email</label>
        <input
          ref={emailInput}
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          maxLength={GIFT_LIMITS.recipientEmail}
          value={values.recipientEmail}
          onChange={set("recipientEmail")}
          {...described("recipientEmail")}
        />
        {errorOf("recipientEmail")}
      </div>
      <div className="site-field">
        <label htmlFor={`${id}-message`}>
          Message <span className="music-gift-form__optional">(optional)</span>
        </label>
        <textarea
          id={`${id}-message`}
          rows={4}
          maxLength={GIFT_LIMITS.recipientMessage}
          value={values.recipientMessage}
          onChange={set("recipientMessage")}
        />
      </div>
      <div className="music-gift-form__actions">
        <button type="button" className="bl-button bl-button--outline" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="bl-button bl-button--primary">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
