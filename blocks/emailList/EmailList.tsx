import { type FormEvent, useId, useReducer, useRef } from "react";
import { emailListFormReducer, initialEmailListForm } from "../../machines/emailList/emailListForm";
import { DEFAULT_ERROR_MESSAGE } from "../../schema/errors/clientErrors";
import { EMAIL_MAX_LENGTH } from "../../schema/rules/registration";
import type { PageBlockViewProps } from "../pageBlock";
import { useSiteService } from "../siteServices";

/**
 * What follows the artist's success message: joining is double opt-in, so a new address gets an
 * email to confirm, and nothing comes until it is confirmed. The join answers the same for every
 * address (it never tells who is on a list), so the note says what to do in either case.
 */
const JOIN_CONFIRMATION_NOTE =
  "Check your inbox: we've sent you an email to confirm your address. Already on the list? Then there's nothing more to do.";

/**
 * The Email-list block: a labelled email field and a button that join the artist's list (SPEC §4
 * Email-list form). While the request is out the button is disabled; on success the form gives way
 * to the success message, announced politely, and a note that a confirmation email is on its way.
 * Without a list it is not shown on the site; in the editor, or without the host's service (a
 * static render), submitting says 'An error occurred' rather than pretending to work.
 */
export function EmailList({ node, props, mode }: PageBlockViewProps<"EmailList">) {
  const join = useSiteService("joinEmailList");
  // The latest service and list, read when a request starts: the editor may change the props of a live form.
  const latest = useRef({ join, emailListId: props.emailListId });
  latest.current = { join, emailListId: props.emailListId };
  const [state, dispatch] = useReducer(emailListFormReducer, props.successMessage, initialEmailListForm);
  const { email, error } = state;
  const submitting = state.status === "submitting";
  const success = state.status === "success" ? state.successMessage : null;

  const id = useId();
  const titleId = `${id}-title`;
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = emailListFormReducer(state, { type: "emailList.submit" });
    dispatch({ type: "emailList.submit" });
    // The join starts only when the submit was taken (a valid address, nothing already out).
    if (next.status !== "submitting" || state.status === "submitting") return;
    const { join: service, emailListId } = latest.current;
    const joining = service && emailListId ? service({ email: next.email, emailListId }) : Promise.reject(new Error(DEFAULT_ERROR_MESSAGE));
    joining.then(
      () => dispatch({ type: "emailList.joined" }),
      (joinError: unknown) => dispatch({ type: "emailList.failed", error: joinError }),
    );
  };
  // Without a list no fan could join: the site leaves the form out (Publish names it to the artist).
  if (mode === "view" && !props.emailListId) return null;

  return (
    <section className="bl-section bl-email-list" aria-labelledby={props.title ? titleId : undefined}>
      {props.title ? (
        <h2 className="bl-section__title" id={titleId}>
          {props.title}
        </h2>
      ) : null}
      {props.description ? <p className="bl-email-list__description">{props.description}</p> : null}
      {/* Present from the start, so screen readers announce the message when it replaces the form. */}
      <p className="bl-email-list__success" role="status" aria-live="polite">
        {success ?? ""}
      </p>
      {success === null ? null : <p className="bl-email-list__next">{JOIN_CONFIRMATION_NOTE}</p>}
      {success === null ? (
        <form className="bl-email-list__form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
          <label className="bl-email-list__label" htmlFor={inputId}>
            Email address
          </label>
          <div className="bl-email-list__row">
            <input
              id={inputId}
              className="bl-email-list__input"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              maxLength={EMAIL_MAX_LENGTH}
              value={email}
              readOnly={submitting}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => dispatch({ type: "emailList.change", value: event.target.value })}
            />
            <button
              type="submit"
              className="bl-email-list__button bl-button bl-button--primary"
              disabled={submitting}
              data-button-id={props.buttonId ?? node.id}
            >
              {submitting ? "Sending…" : props.buttonText}
            </button>
          </div>
          {error ? (
            <p className="bl-email-list__error" id={errorId} role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
