import { type FormEvent, useId, useState } from "react";
import { useLinkRequest } from "../../client/ui/useLinkRequest";
import type { Editor } from "../../schema/api/accounts";
import { validateLogin } from "../../schema/rules/registration";
import { type PasskeysApi, passkeysApi } from "../api/passkeysApi";
import { studioApi } from "../api/studioApi";
import { StudioSecondStep } from "./StudioSecondStep";

/**
 * The studio's door: an editor of this artist logs in with their editor account (fans cannot): with
 * email and password, or with a passkey alone (issue 35, item 7), which names the editor itself.
 */
export function StudioLogin({
  artistName,
  onLoggedIn,
  api = studioApi,
  passkeys = passkeysApi,
}: {
  artistName: string;
  onLoggedIn: (editor: Editor) => void;
  api?: Pick<typeof studioApi, "logIn" | "signInWithCode" | "requestPasswordReset">;
  passkeys?: Pick<PasskeysApi, "signIn" | "signInSecondStep">;
}) {
  const emailId = useId();
  const passwordId = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Two-step sign-in (issue 35, item 7): the right password's challenge, while the code is asked.
  const [challenge, setChallenge] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateLogin({ email, password });
    if (!checked.ok) {
      setError(checked.errors[0]?.message ?? "Password is required");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const session = await api.logIn({ email: checked.email, password });
      if ("secondStep" in session) setChallenge(session.secondStep.challenge);
      else onLoggedIn(session.editor);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "An error occurred");
    } finally {
      setBusy(false);
    }
  };

  const signInWithPasskey = async () => {
    setBusy(true);
    setError(null);
    try {
      onLoggedIn((await passkeys.signIn()).editor);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "An error occurred");
    } finally {
      setBusy(false);
    }
  };

  if (challenge !== null) {
    return (
      <main className="studio-login">
        <StudioSecondStep
          challenge={challenge}
          api={api}
          passkeys={passkeys}
          onSignedIn={onLoggedIn}
          onStartAgain={() => {
            setChallenge(null);
            setPassword("");
          }}
        />
      </main>
    );
  }

  return (
    <main className="studio-login">
      <form className="studio-login__form" onSubmit={submit} noValidate>
        <h1>Studio</h1>
        <p>Log in to edit {artistName}'s site.</p>
        <label htmlFor={emailId}>Email</label>
        <input id={emailId} type="email" autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} />
        <label htmlFor={passwordId}>Password</label>
        <input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error ? (
          <p className="studio-login__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy}>
          {busy ? "Logging in…" : "Log in"}
        </button>
        <button type="button" className="studio-login__quiet" disabled={busy} onClick={() => void signInWithPasskey()}>
          Sign in with a passkey
        </button>
        <ForgotPassword email={email} artistName={artistName} api={api} />
      </form>
    </main>
  );
}

/**
 * 'Forgot password?' (issue 35, item 6): a one-time link (an hour) to the address typed above, to
 * choose a new password. The same answer whether or not the address edits this artist.
 */
export function ForgotPassword({
  email,
  artistName,
  api = studioApi,
}: {
  email: string;
  artistName: string;
  api?: Pick<typeof studioApi, "requestPasswordReset">;
}) {
  const { state, ask } = useLinkRequest(api.requestPasswordReset);
  return (
    <div className="studio-login__forgot">
      <button type="button" className="studio-login__quiet" disabled={state.kind === "busy"} onClick={() => void ask(email)}>
        Forgot password?
      </button>
      {state.kind === "sent" ? (
        <p role="status">
          If {state.email} edits {artistName}'s site, we have sent it a link to choose a new password. It works once, for an hour.
        </p>
      ) : null}
      {state.kind === "refused" ? (
        <p className="studio-login__error" role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
