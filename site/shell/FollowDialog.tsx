import { type FormEvent, useId, useState } from "react";
import { apiErrorMessage } from "../../client/api/client";
import { EMAIL_MAX_LENGTH, emailError, normalizeEmail } from "../../schema/rules/registration";
import { Modal } from "../ui/Modal";

/** What the dialog asks of the server; the site's API by default, a fake in tests. */
export interface FollowApi {
  follow(body: { email: string }): Promise<{ ok: true }>;
}

type State = { kind: "asking"; busy: boolean; error: string | null } | { kind: "sent" };

/**
 * The Follow dialog, open (FollowButton.tsx shows it, from a chunk of its own): an email field, then
 * "Check your email to confirm" whatever the address (following is double opt-in, and the server
 * never tells who follows).
 */
export function FollowDialog({ artistName, api, onClose }: { artistName: string; api: FollowApi; onClose: () => void }) {
  const [email, setEmail] = useState("");
  const [state, setState] = useState<State>({ kind: "asking", busy: false, error: null });
  const id = useId();

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
    <Modal open title={`Follow ${artistName}`} onClose={onClose} size="sm">
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
  );
}
