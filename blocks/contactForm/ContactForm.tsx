import { type FormEvent, useId, useRef, useState } from "react";
import { useInterpreter } from "../../runtime/interpreter/InterpreterContext";
import { DEFAULT_ERROR_MESSAGE } from "../../schema/errors/clientErrors";
import { CONTACT_HONEYPOT, type ContactField, checkContactMessage, contactFieldsOf } from "../../schema/rules/contactForm";
import type { PageBlockViewProps } from "../pageBlock";
import { useSiteService } from "../siteServices";

/** Where the form posts without JavaScript: the server answers with a page that says it was sent, or why not. */
export const CONTACT_FORM_ACTION = "/contact-form";

const AUTOCOMPLETE: Partial<Record<ContactField["kind"], string>> = { name: "name", email: "email", phone: "tel" };
const INPUT_TYPE: Partial<Record<ContactField["kind"], string>> = { email: "email", phone: "tel" };

interface FieldProps {
  readonly field: ContactField;
  readonly id: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly disabled: boolean;
  onChange(value: string): void;
}

/** One labelled field, its error under it, tied to it by aria-describedby as the site's other forms do. */
function ContactInput({ field, id, value, error, disabled, onChange }: FieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.key,
    className: "bl-contact__input",
    value,
    maxLength: field.maxLength,
    readOnly: disabled,
    required: field.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  } as const;
  return (
    <div className="bl-contact__field">
      <label className="bl-contact__label" htmlFor={id}>
        {field.label}
        {field.required ? null : <span className="bl-contact__optional"> (optional)</span>}
      </label>
      {field.kind === "message" ? (
        <textarea {...common} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={INPUT_TYPE[field.kind] ?? "text"}
          autoComplete={AUTOCOMPLETE[field.kind] ?? "off"}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error ? (
        <p className="bl-contact__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The Contact form block (issue 39, item 1): the fields the artist chose, sent to the artist's
 * studio and email. With JavaScript it checks as the server does, shows each field's error beside
 * it and the thank-you message in place of the form, without a reload; without, it is a plain
 * form POST answered by a page of its own. The honeypot field is off-screen and hidden from
 * screen readers: only a script fills it in.
 */
export function ContactForm({ node, props, mode }: PageBlockViewProps<"ContactForm">) {
  const send = useSiteService("sendContactMessage");
  const { pageId } = useInterpreter().loadContext;
  const fields = contactFieldsOf(props);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const trap = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const fieldId = (key: string) => `${id}-${key}`;

  const showErrors = (list: readonly { key: string; message: string }[]) => {
    setErrors(Object.fromEntries(list.map((error) => [error.key, error.message])));
    const first = list[0];
    // The first field in error takes the focus: a screen reader reads its label and its error.
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.key}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === "sending") return;
    setFormError(null);
    const checked = checkContactMessage(fields, values);
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    // In the editor, or in a static render, there is nowhere to send to.
    if (!send || !pageId || mode !== "view") return setFormError(DEFAULT_ERROR_MESSAGE);
    setState("sending");
    try {
      const answer = await send({ pageId, blockId: node.id, fields: checked.values, website: trap.current?.value ?? "" });
      if (answer.ok) return setState("sent");
      setState("idle");
      if (answer.errors.length > 0) showErrors(answer.errors);
      else setFormError(answer.message);
    } catch (error) {
      setState("idle");
      setFormError(error instanceof Error && error.message ? error.message : DEFAULT_ERROR_MESSAGE);
    }
  };

  return (
    <section className="bl-section bl-contact" aria-labelledby={props.title ? titleId : undefined}>
      {props.title ? (
        <h2 className="bl-section__title" id={titleId}>
          {props.title}
        </h2>
      ) : null}
      {props.description ? <p className="bl-contact__description">{props.description}</p> : null}
      {/* Present from the start, so screen readers announce the message when it replaces the form. */}
      <p className="bl-contact__success" role="status" aria-live="polite">
        {state === "sent" ? props.successMessage.trim() || "Thank you! Your message has been sent." : ""}
      </p>
      {state === "sent" ? null : (
        <form
          ref={formRef}
          className="bl-contact__form"
          method="post"
          action={mode === "view" ? CONTACT_FORM_ACTION : undefined}
          noValidate
          onSubmit={onSubmit}
          aria-busy={state === "sending"}
        >
          <input type="hidden" name="pageId" value={pageId ?? ""} />
          <input type="hidden" name="blockId" value={node.id} />
          {fields.map((field) => (
            <ContactInput
              key={field.key}
              field={field}
              id={fieldId(field.key)}
              value={values[field.key] ?? ""}
              error={errors[field.key]}
              disabled={state === "sending"}
              onChange={(value) => {
                setValues((current) => ({ ...current, [field.key]: value }));
                setErrors(({ [field.key]: _cleared, ...rest }) => rest);
              }}
            />
          ))}
          <div className="bl-contact__trap" aria-hidden="true">
            <label htmlFor={fieldId(CONTACT_HONEYPOT)}>Leave this empty</label>
            <input ref={trap} id={fieldId(CONTACT_HONEYPOT)} name={CONTACT_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
          </div>
          {formError ? (
            <p className="bl-contact__error" role="alert">
              {formError}
            </p>
          ) : null}
          <button type="submit" className="bl-contact__button bl-button bl-button--primary" disabled={state === "sending"}>
            {state === "sending" ? "Sending…" : props.buttonText}
          </button>
        </form>
      )}
    </section>
  );
}
