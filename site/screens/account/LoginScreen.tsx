import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import { useLinkRequest } from "../../../client/ui/useLinkRequest";
import { logInAndWait } from "../../../machines/auth/authRequests";
import { validateLogin } from "../../../schema/rules/registration";
import type { ScreenProps } from "../../app/routeTypes";
import { useSite } from "../../app/SiteContext";
import { useAuth } from "../../app/session";
import { useMounted } from "../../app/useMounted";
import { FormField, focusFirstInvalid } from "./FormField";
import { DEFAULT_REDIRECT, prefilledEmail, safeRedirect, withRedirect } from "./redirect";
import { useAuthState } from "./useAuthState";

/**
 * Where a log-in or sign-up page sends the fan: the `redirect` path of its address when it is on
 * this site (else none), and the target, their account by default. A fan who is (or has just
 * become) logged in is sent on to the target, replacing the history entry so Back does not lead
 * to a form they no longer need.
 */
export function useRedirectWhenAuthenticated(authenticated: boolean, search: URLSearchParams): { redirect: string | null; target: string } {
  const redirect = safeRedirect(search.get("redirect"));
  const target = redirect ?? DEFAULT_REDIRECT;
  const [, navigate] = useLocation();
  useEffect(() => {
    if (authenticated) navigate(target, { replace: true });
  }, [authenticated, target, navigate]);
  return { redirect, target };
}

/** Shown for the moment between logging in and arriving where the fan was going. */
export function OnTheWay({ target }: { readonly target: string }) {
  return (
    <div className="auth-page">
      <div className="auth-card" aria-live="polite">
        <h1 className="auth-card__title">You are logged in</h1>
        <p className="auth-card__lead">
          Taking you on… <Link href={target}>Continue</Link>
        </p>
      </div>
    </div>
  );
}

/** /login: email (the `email` of the address fills it in) and password (SPEC §5 'Password is required'), the server's message when it refuses. */
export function LoginScreen({ search }: ScreenProps<null>) {
  const auth = useAuth();
  const { profile } = useSite();
  const { initialized, authenticated, loading } = useAuthState();
  const { redirect, target } = useRedirectWhenAuthenticated(authenticated, search);

  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(() => prefilledEmail(search));
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(form.current);
  }, [attempt]);

  if (authenticated) return <OnTheWay target={target} />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setFormError(null);
    const checked = validateLogin({ email, password });
    if (!checked.ok) {
      setPasswordError(checked.errors.find((error) => error.field === "password")?.message ?? null);
      setAttempt((count) => count + 1);
      return;
    }
    setPasswordError(null);
    try {
      // On success the session turns authenticated and useRedirectWhenAuthenticated moves on.
      await logInAndWait(auth, { email: checked.email, password });
    } catch (error) {
      setFormError(await apiErrorMessage(error));
    }
  };

  return (
    <div className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Log in</h1>
        <p className="auth-card__lead">Welcome back to {profile.name}.</p>
        {/* POST, so that a submit before the page is interactive can never put a password in a URL. */}
        <form ref={form} className="auth-form" method="post" noValidate onSubmit={onSubmit} aria-busy={loading}>
          {formError ? (
            <p className="site-form-error" role="alert">
              {formError}
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
            onChange={(event) => setEmail(event.target.value)}
          />
          <FormField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            error={passwordError}
            onChange={(event) => {
              setPassword(event.target.value);
              setPasswordError(null);
            }}
          />
          <p className="auth-form__aside">
            <Link href={withRedirect("/forgot-password", redirect, email.trim())}>Forgot password?</Link>
          </p>
          {/* Disabled until the session has started (the server render too) and while logging in. */}
          <button type="submit" className="bl-button bl-button--primary auth-form__submit" disabled={!initialized || loading}>
            {loading ? "Logging in…" : "Log in"}
          </button>
        </form>
        <SignInLinkRequest email={email} redirect={redirect} />
        <p className="auth-card__switch">
          New here? <Link href={withRedirect("/signup", redirect, prefilledEmail(search))}>Create an account</Link>
        </p>
      </div>
    </div>
  );
}

/**
 * 'Email me a sign-in link' (issue 35, item 1): instead of the password, a one-time link to the
 * address typed above, which signs the fan in. The same answer whether or not it has an account.
 */
function SignInLinkRequest({ email, redirect, api = endpoints }: { email: string; redirect: string | null; api?: SignInLinkApi }) {
  const { profile } = useSite();
  const mounted = useMounted();
  const { state, ask } = useLinkRequest((address) => api.requestSignInLink(address, redirect ?? undefined));
  return (
    <div className="auth-card__alternative">
      <button
        type="button"
        className="bl-button auth-form__submit"
        disabled={!mounted || state.kind === "busy"}
        onClick={() => void ask(email)}
      >
        {state.kind === "busy" ? "Sending…" : "Email me a sign-in link"}
      </button>
      {state.kind === "sent" ? (
        <p role="status">
          If {state.email} has an account at {profile.name}, we have sent it a link that signs you in. It works once, for an hour.
        </p>
      ) : null}
      {state.kind === "refused" ? (
        <p className="site-form-error" role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}

/** What the sign-in link request asks of the server; the site's API by default. */
export interface SignInLinkApi {
  requestSignInLink(email: string, redirect?: string): Promise<unknown>;
}
