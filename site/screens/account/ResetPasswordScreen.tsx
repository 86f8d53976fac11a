import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import { logInAndWait } from "../../../machines/auth/authRequests";
import type { PasswordResetAnswer } from "../../../schema/api/passwordResets";
import { PASSWORD_MIN_LENGTH, REGISTRATION_MESSAGES } from "../../../schema/rules/registration";
import type { ScreenProps } from "../../app/routeTypes";
import { useSite } from "../../app/SiteContext";
import { useAuth } from "../../app/session";
import { useLinkCheck } from "../useLinkCheck";
import { FormField } from "./FormField";
import { OnTheWay, useRedirectWhenAuthenticated } from "./LoginScreen";
import { useAuthState } from "./useAuthState";

/** What the page asks of the server; the site's API by default, a fake in tests. */
export interface PasswordResetApi {
  checkPasswordReset(token: string): Promise<PasswordResetAnswer>;
  setPasswordByReset(token: string, password: string): Promise<PasswordResetAnswer>;
}

type State =
  | { kind: "opening" }
  | { kind: "choosing"; link: PasswordResetAnswer; error: string | null; passwordError: string | null; busy: boolean }
  | { kind: "failed"; message: string };

/**
 * /reset-password/:token (issue 35, item 1): the emailed link to choose a new password. Opening it
 * names the account and changes nothing (mail scanners open links too); the new password, once
 * set, ends every session of the account, and the fan is logged in with it here and taken to their
 * account.
 */
export function ResetPasswordScreen({ params, search, api = endpoints }: ScreenProps<null> & { readonly api?: PasswordResetApi }) {
  const token = params.token ?? "";
  const auth = useAuth();
  const { profile } = useSite();
  const { initialized, authenticated } = useAuthState();
  const { target } = useRedirectWhenAuthenticated(authenticated, search);
  const [state, setState] = useState<State>({ kind: "opening" });
  const [password, setPassword] = useState("");

  useLinkCheck(token, api.checkPasswordReset, (checked) =>
    setState(
      checked.ok
        ? { kind: "choosing", link: checked.answer, error: null, passwordError: null, busy: false }
        : { kind: "failed", message: checked.message },
    ),
  );

  // Logged in (with the new password, or already when the link was opened): on to their account.
  if (authenticated) return <OnTheWay target={target} />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>, link: PasswordResetAnswer) => {
    event.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH) {
      setState({ kind: "choosing", link, error: null, passwordError: REGISTRATION_MESSAGES.passwordTooShort, busy: false });
      return;
    }
    setState({ kind: "choosing", link, error: null, passwordError: null, busy: true });
    try {
      const set = await api.setPasswordByReset(token, password);
      // Every session ended with the old password: this one starts with the new.
      await logInAndWait(auth, { email: set.email, password });
    } catch (error) {
      setState({ kind: "choosing", link, error: await apiErrorMessage(error), passwordError: null, busy: false });
    }
  };

  return (
    <div className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Choose a new password</h1>
        {state.kind === "opening" ? <p aria-busy="true">Opening the link…</p> : null}
        {state.kind === "choosing" ? (
          <>
            <p className="auth-card__lead">
              For {state.link.email} at {profile.name}. Choosing it signs you out on your other devices.
            </p>
            <form className="auth-form" method="post" noValidate onSubmit={(event) => onSubmit(event, state.link)} aria-busy={state.busy}>
              {state.error ? (
                <p className="site-form-error" role="alert">
                  {state.error}
                </p>
              ) : null}
              {/* The address, for password managers to file the new password under. */}
              <input type="email" name="email" autoComplete="username" value={state.link.email} readOnly hidden />
              <FormField
                label="New password"
                type="password"
                name="password"
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN_LENGTH}
                value={password}
                error={state.passwordError}
                onChange={(event) => setPassword(event.target.value)}
              />
              <button type="submit" className="bl-button bl-button--primary auth-form__submit" disabled={!initialized || state.busy}>
                {state.busy ? "Saving…" : "Save and log in"}
              </button>
            </form>
          </>
        ) : null}
        {state.kind === "failed" ? (
          <>
            <p className="site-form-error" role="alert">
              {state.message}
            </p>
            <p className="auth-card__switch">
              <Link href="/forgot-password">Ask for a new link</Link> or <Link href="/login">log in</Link>
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}
