import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import { useSelector } from "../../../client/ui/useSelector";
import { selectUser } from "../../../machines/auth/authSelectors";
import type { CodeRedeemed } from "../../../schema/api/downloadCodes";
import { errorMessage } from "../../../schema/errors";
import { DOWNLOAD_CODE_INPUT_MAX, normalizeDownloadCode, REDEEM_PATH } from "../../../schema/rules/downloadCodes";
import type { ScreenProps } from "../../app/routeTypes";
import { useSite } from "../../app/SiteContext";
import { useAuth } from "../../app/session";
import { useMounted } from "../../app/useMounted";
import { FormField } from "../account/FormField";
import { DEFAULT_REDIRECT, withRedirect } from "../account/redirect";
import { useAuthState } from "../account/useAuthState";

/** What the page asks of the server; the site's API by default, a fake in tests. */
export interface RedeemApi {
  redeemCode(code: string): Promise<CodeRedeemed>;
}

type State = { kind: "asking"; error: string | null; busy: boolean } | { kind: "redeemed"; release: CodeRedeemed };

/** What follows the release's title once a code is redeemed, by how it went. */
const REDEEMED_WORDS: Readonly<Record<CodeRedeemed["outcome"], string>> = {
  redeemed: "is now in your library.",
  redeemedBefore: "is in your library: you redeemed this code before.",
  alreadyOwned: "was already in your library, so this code was not used: pass the card on to someone else.",
};

/** Where the fan's library is: the account page's first section. */
const LIBRARY_PATH = DEFAULT_REDIRECT;

/**
 * /redeem (issue 36, item 6): a fan types the code from a download card (or follows its link,
 * `?code=` filled in) and the release lands in their library. A visitor logs in or signs up first
 * and comes back here with the code kept. The server's refusal (unknown, void, used, too many
 * tries) is announced and tied to the field.
 */
export function RedeemScreen({ search, api = endpoints }: ScreenProps<null> & { readonly api?: RedeemApi }) {
  const { profile } = useSite();
  const mounted = useMounted();
  const { initialized } = useAuthState();
  const user = useSelector(useAuth(), selectUser);
  const [code, setCode] = useState(() => (search.get("code") ?? "").slice(0, DOWNLOAD_CODE_INPUT_MAX));
  const [state, setState] = useState<State>({ kind: "asking", error: null, busy: false });
  const field = useRef<HTMLFormElement>(null);
  const [, navigate] = useLocation();
  const signedOut = initialized && !user;

  const here = code.trim() ? `${REDEEM_PATH}?code=${encodeURIComponent(code.trim())}` : REDEEM_PATH;

  const refuse = (error: string) => {
    setState({ kind: "asking", error, busy: false });
    field.current?.querySelector("input")?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind !== "asking" || state.busy || !initialized) return;
    // Enter in the field of a visitor: to log in first, the code kept for the way back.
    if (signedOut) return navigate(withRedirect("/login", here));
    if (code.trim() === "") return refuse("Enter the code from your download card.");
    // A code of the wrong length or alphabet is no code: said at once, and not counted against the fan's tries.
    if (normalizeDownloadCode(code) === null) return refuse(errorMessage("download_code_unknown", "unknown"));
    setState({ kind: "asking", error: null, busy: true });
    try {
      setState({ kind: "redeemed", release: await api.redeemCode(code) });
    } catch (error) {
      refuse(await apiErrorMessage(error));
    }
  };

  const another = () => {
    setCode("");
    setState({ kind: "asking", error: null, busy: false });
  };

  let body: ReactNode;
  if (state.kind === "redeemed") {
    const { release } = state;
    body = (
      <>
        <p className="auth-card__lead" role="status">
          <strong>{release.title}</strong> {REDEEMED_WORDS[release.outcome]}
        </p>
        <Link href={LIBRARY_PATH} className="bl-button bl-button--primary auth-form__submit">
          Go to your library
        </Link>
        <p className="auth-card__switch">
          <button type="button" className="bl-button bl-button--outline" onClick={another}>
            Redeem another code
          </button>
        </p>
      </>
    );
  } else {
    body = (
      <>
        <p className="auth-card__lead">
          Type the code from your download card for {profile.name}'s music. Each code works once, and the music is yours to stream and
          download.
        </p>
        <form ref={field} className="auth-form" method="post" noValidate onSubmit={onSubmit} aria-busy={state.busy}>
          {state.error ? (
            <p className="site-form-error" role="alert">
              {state.error}
            </p>
          ) : null}
          <FormField
            label="Download code"
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="ABCD-EFGH-JK"
            maxLength={DOWNLOAD_CODE_INPUT_MAX}
            required
            value={code}
            error={state.error}
            onChange={(event) => setCode(event.target.value)}
          />
          {signedOut ? (
            <>
              <p>Log in or create an account to redeem your code: the music goes into your library.</p>
              <Link href={withRedirect("/signup", here)} className="bl-button bl-button--primary auth-form__submit">
                Create an account
              </Link>
              <Link href={withRedirect("/login", here)} className="bl-button bl-button--outline auth-form__submit">
                Log in
              </Link>
            </>
          ) : (
            // Disabled until the page is interactive and the session known: a click before would post the form natively.
            <button
              type="submit"
              className="bl-button bl-button--primary auth-form__submit"
              disabled={!mounted || !initialized || state.busy}
            >
              {state.busy ? "Redeeming…" : "Redeem"}
            </button>
          )}
        </form>
      </>
    );
  }
  return (
    <div className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Redeem a download code</h1>
        {body}
      </div>
    </div>
  );
}
