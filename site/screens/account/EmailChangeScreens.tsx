import { type ReactNode, useState } from "react";
import { Link } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import type { EmailChange } from "../../../schema/api/emailChanges";
import type { ScreenProps } from "../../app/routeTypes";
import { useSite } from "../../app/SiteContext";
import { useMounted } from "../../app/useMounted";
import { useLinkCheck } from "../useLinkCheck";

/** What the two pages ask of the server; the site's API by default, fakes in tests. */
export interface EmailChangeLinkApi {
  checkEmailChange(token: string): Promise<EmailChange>;
  confirmEmailChange(token: string): Promise<EmailChange>;
  checkEmailChangeUndo(token: string): Promise<EmailChange>;
  undoEmailChange(token: string): Promise<EmailChange>;
}

type State =
  | { kind: "opening" }
  | { kind: "asking"; change: EmailChange; error: string | null; busy: boolean }
  | { kind: "done"; change: EmailChange }
  | { kind: "failed"; message: string };

/**
 * One emailed link of a change of email (issue 35, item 2): opening it says what it does and
 * changes nothing (mail scanners open links too); the fan's click does it.
 */
function EmailChangeLink({
  token,
  check,
  act,
  title,
  question,
  actLabel,
  done,
}: {
  readonly token: string;
  check(token: string): Promise<EmailChange>;
  act(token: string): Promise<EmailChange>;
  readonly title: string;
  question(change: EmailChange): string;
  readonly actLabel: string;
  done(change: EmailChange): ReactNode;
}) {
  const mounted = useMounted();
  const [state, setState] = useState<State>({ kind: "opening" });
  useLinkCheck(token, check, (checked) =>
    setState(
      checked.ok ? { kind: "asking", change: checked.answer, error: null, busy: false } : { kind: "failed", message: checked.message },
    ),
  );
  const run = async (change: EmailChange) => {
    setState({ kind: "asking", change, error: null, busy: true });
    try {
      setState({ kind: "done", change: await act(token) });
    } catch (error) {
      setState({ kind: "asking", change, error: await apiErrorMessage(error), busy: false });
    }
  };
  return (
    <div className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">{title}</h1>
        {state.kind === "opening" ? <p aria-busy="true">Opening the link…</p> : null}
        {state.kind === "asking" ? (
          <>
            {state.error ? (
              <p className="site-form-error" role="alert">
                {state.error}
              </p>
            ) : null}
            <p className="auth-card__lead">{question(state.change)}</p>
            <button
              type="button"
              className="bl-button bl-button--primary auth-form__submit"
              disabled={!mounted || state.busy}
              onClick={() => void run(state.change)}
            >
              {actLabel}
            </button>
          </>
        ) : null}
        {state.kind === "done" ? done(state.change) : null}
        {state.kind === "failed" ? (
          <>
            <p className="site-form-error" role="alert">
              {state.message}
            </p>
            <p className="auth-card__switch">
              <Link href="/account">Go to your account</Link>
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** /account/change-email/:token: the link to the new address, which makes the change. */
export function ConfirmEmailChangeScreen({ params, api = endpoints }: ScreenProps<null> & { readonly api?: EmailChangeLinkApi }) {
  const { profile } = useSite();
  return (
    <EmailChangeLink
      token={params.token ?? ""}
      check={api.checkEmailChange}
      act={api.confirmEmailChange}
      title="Confirm your new email address"
      question={(change) => `Change the email address of your account at ${profile.name} from ${change.oldEmail} to ${change.newEmail}?`}
      actLabel="Confirm the change"
      done={(change) => (
        <p className="auth-card__lead" role="status">
          Your email address is now {change.newEmail}. Log in with it from now on. <Link href="/account">Go to your account</Link>
        </p>
      )}
    />
  );
}

/** /account/undo-email-change/:token: the link to the old address, which undoes the change and signs every device out. */
export function UndoEmailChangeScreen({ params, api = endpoints }: ScreenProps<null> & { readonly api?: EmailChangeLinkApi }) {
  const { profile } = useSite();
  return (
    <EmailChangeLink
      token={params.token ?? ""}
      check={api.checkEmailChangeUndo}
      act={api.undoEmailChange}
      title="Undo the change of your email"
      question={(change) =>
        `Change the email address of your account at ${profile.name} back from ${change.newEmail} to ${change.oldEmail}? Every device will be signed out.`
      }
      actLabel="Undo the change"
      done={(change) => (
        <p className="auth-card__lead" role="status">
          Your email address is {change.oldEmail} again, and every device is signed out. If someone else changed it, choose a new password:{" "}
          <Link href={`/forgot-password?email=${encodeURIComponent(change.oldEmail)}`}>reset your password</Link>.
        </p>
      )}
    />
  );
}
