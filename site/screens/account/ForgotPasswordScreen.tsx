import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import { emailError, normalizeEmail } from "../../../schema/rules/registration";
import type { ScreenProps } from "../../app/routeTypes";
import { useSite } from "../../app/SiteContext";
import { useMounted } from "../../app/useMounted";
import { FormField } from "./FormField";
import { prefilledEmail, safeRedirect, withRedirect } from "./redirect";

/** What the page asks of the server; the site's API by default, a fake in tests. */
export interface PasswordResetRequestApi {
  requestPasswordReset(email: string, redirect?: string): Promise<unknown>;
}

type State = { kind: "asking"; error: string | null; emailError: string | null; busy: boolean } | { kind: "sent"; email: string };

/**
 * /forgot-password (issue 35, item 1): the fan names their address and is mailed a link to choose
 * a new password. The answer is the same whether or not the address has an account here, so the
 * page says what happens if it does.
 */
export function ForgotPasswordScreen({ search, api = endpoints }: ScreenProps<null> & { readonly api?: PasswordResetRequestApi }) {
  const { profile } = useSite();
  const mounted = useMounted();
  const [email, setEmail] = useState(() => prefilledEmail(search));
  const redirect = safeRedirect(search.get("redirect"));
  const [state, setState] = useState<State>({ kind: "asking", error: null, emailError: null, busy: false });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind !== "asking" || state.busy) return;
    const problem = emailError(normalizeEmail(email));
    if (problem) {
      setState({ kind: "asking", error: null, emailError: problem, busy: false });
      return;
    }
    setState({ kind: "asking", error: null, emailError: null, busy: true });
    try {
      await api.requestPasswordReset(normalizeEmail(email), redirect ?? undefined);
      setState({ kind: "sent", email: normalizeEmail(email) });
    } catch (error) {
      setState({ kind: "asking", error: await apiErrorMessage(error), emailError: null, busy: false });
    }
  };

  return (
    <div className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Reset your password</h1>
        {state.kind === "sent" ? (
          <p className="auth-card__lead" role="status">
            If {state.email} has an account at {profile.name}, we have sent it a link to choose a new password. The link works once, for an
            hour. Nothing in your inbox? Check the spam folder, or ask again in a few minutes.
          </p>
        ) : (
          <>
            <p className="auth-card__lead">
              Enter the email address of your account, and we will send you a link to choose a new password.
            </p>
            <form className="auth-form" method="post" noValidate onSubmit={onSubmit} aria-busy={state.busy}>
              {state.error ? (
                <p className="site-form-error" role="alert">
                  {state.error}
                </p>
              ) : null}
              <FormField
                label="Email"
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                required
                value={email}
                error={state.emailError}
                onChange={(event) => setEmail(event.target.value)}
              />
              {/* Disabled until the page is interactive (the server render too): a click before would post the form natively. */}
              <button type="submit" className="bl-button bl-button--primary auth-form__submit" disabled={!mounted || state.busy}>
                {state.busy ? "Sending…" : "Email me a reset link"}
              </button>
            </form>
          </>
        )}
        <p className="auth-card__switch">
          Remembered it? <Link href={withRedirect("/login", redirect, state.kind === "sent" ? state.email : email)}>Log in</Link>
        </p>
      </div>
    </div>
  );
}
