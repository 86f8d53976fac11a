import { type FormEvent, useId, useState } from "react";
import { apiErrorMessage } from "../../client/api/client";
import { endpoints } from "../../client/api/endpoints";
import { EMAIL_MAX_LENGTH, emailError, normalizeEmail } from "../../schema/rules/registration";
import { useSite } from "../app/SiteContext";
import { Modal } from "../ui/Modal";

/** What the dialog asks of the server; the site's API by default, a fake in tests. */
export interface FollowApi {
  follow(body: { email: string }): Promise<{ ok: true }>;
}

type State = { kind: "asking"; busy: boolean; error: string | null } | { kind: "sent" };

/**
 * Follow the artist (issue 37, item 3): a button that opens a small dialog with an email field.
 * Following is double opt-in, and the server answers the same for every address (it never tells
 * who follows), so the dialog ends on "Check your email to confirm" in every case.
 */
export function FollowButton({ className = "bl-button bl-button--outline", api = endpoints }: { className?: string; api?: FollowApi }) {
  const { profile } = useSite();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [state, setState] = useState<State>({ kind: "asking", busy: false, error: null });
  const id = useId();

  const close = () => {
    setOpen(false);
    setState({ kind: "asking", busy: false, error: null });
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = normalizeEmail(email);
    const refused = address === "" ? "Please enter your email" : emailError(address) ? "Please enter a valid email" : null;
    if (refused) return setState({ kind: "asking", busy: false, error: refused });
    setState({ kind: "asking", busy: true, error: null });
    try {
      await api.follow({ email: address });
      setState({ kind: "sent" });
    } catch (error) {
      setState({ kind: "asking", busy: false, error: await apiErrorMessage(error) });
    }
  };

  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Follow
      </button>
      <Modal open={open} title={`Follow ${profile.name}`} onClose={close} size="sm">
        {state.kind === "sent" ? (
          <p role="status">Check your email to confirm: we sent a link to {normalizeEmail(email)}. Nothing comes until you click it.</p>
        ) : (
          <form noValidate onSubmit={submit} aria-busy={state.busy} className="site-follow">
            <p>Hear about each new release by email.</p>
            <label htmlFor={`${id}-email`}>Email address</label>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              maxLength={EMAIL_MAX_LENGTH}
              value={email}
              readOnly={state.busy}
              aria-invalid={state.error ? true : undefined}
              aria-describedby={state.error ? `${id}-error` : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            {state.error ? (
              <p id={`${id}-error`} role="alert">
                {state.error}
              </p>
            ) : null}
            <button type="submit" className="bl-button bl-button--primary" disabled={state.busy}>
              {state.busy ? "Sending…" : "Follow"}
            </button>
          </form>
        )}
      </Modal>
    </>
  );
}
