import { useState } from "react";
import { Link } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import { logInWithLinkAndWait } from "../../../machines/auth/authRequests";
import type { EmailLinkCheck } from "../../../schema/api/accounts";
import type { ScreenProps } from "../../app/routeTypes";
import { useSite } from "../../app/SiteContext";
import { useAuth } from "../../app/session";
import { useLinkCheck } from "../useLinkCheck";
import { OnTheWay, useRedirectWhenAuthenticated } from "./LoginScreen";
import { useAuthState } from "./useAuthState";

/** What the page asks of the server before the link is used; the site's API by default, a fake in tests. */
export interface EmailLinkApi {
  checkEmailLink(token: string): Promise<EmailLinkCheck>;
}

type State = { kind: "opening" } | { kind: "asking"; link: EmailLinkCheck; error: string | null } | { kind: "failed"; message: string };

/**
 * /signup/confirm/:token: where registration's email links (issue 30), a new fan's to finish their
 * account, an address owner's to sign in. Opening it names the account and changes nothing (mail
 * scanners open links too, and the link works once); the fan's click signs them in and takes them
 * to `redirect`, as logging in does.
 */
export function EmailLinkScreen({ params, search, api = endpoints }: ScreenProps<null> & { readonly api?: EmailLinkApi }) {
  const token = params.token ?? "";
  const auth = useAuth();
  const { profile } = useSite();
  const { authenticated, loading } = useAuthState();
  const { target } = useRedirectWhenAuthenticated(authenticated, search);
  const [state, setState] = useState<State>({ kind: "opening" });

  useLinkCheck(token, api.checkEmailLink, (checked) =>
    setState(checked.ok ? { kind: "asking", link: checked.answer, error: null } : { kind: "failed", message: checked.message }),
  );

  if (authenticated) return <OnTheWay target={target} />;

  const signIn = async (link: EmailLinkCheck) => {
    try {
      await logInWithLinkAndWait(auth, token);
    } catch (error) {
      setState({ kind: "asking", link, error: await apiErrorMessage(error) });
    }
  };

  return (
    <div className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Sign in to {profile.name}</h1>
        {state.kind === "opening" ? <p aria-busy="true">Opening the link…</p> : null}
        {state.kind === "asking" ? (
          <>
            {state.error ? (
              <p className="site-form-error" role="alert">
                {state.error}
              </p>
            ) : null}
            <p className="auth-card__lead">
              Continue as {state.link.firstName} ({state.link.email})?
            </p>
            <button
              type="button"
              className="bl-button bl-button--primary auth-form__submit"
              disabled={loading}
              onClick={() => signIn(state.link)}
            >
              {loading ? "Signing in…" : "Continue"}
            </button>
          </>
        ) : null}
        {state.kind === "failed" ? (
          <>
            <p className="site-form-error" role="alert">
              {state.message}
            </p>
            <p className="auth-card__switch">
              <Link href="/login">Log in</Link> or <Link href="/signup">sign up</Link>
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}
