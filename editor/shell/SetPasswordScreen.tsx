import { type FormEvent, useId, useState } from "react";
import { ApiError } from "../../client/api/client";
import type { PasswordLinkInfo } from "../../schema/api/passwordLinks";
import { errorMessageOf } from "../../schema/errors";
import { PASSWORD_MIN_LENGTH, REGISTRATION_MESSAGES } from "../../schema/rules/registration";
import { studioApi } from "../api/studioApi";
import { useCheckedLink } from "./useCheckedLink";

/**
 * Where a new artist's owner lands from their one-time link (issue 17): it says whose account it
 * is, takes a password under the usual rules, and sends them to log in. A link that was used or
 * expired says so, in the server's words, and shows no form.
 */
export function SetPasswordScreen({ token }: { token: string }) {
  const passwordId = useId();
  const confirmId = useId();
  const { state: link, refuse } = useCheckedLink(() => studioApi.checkPasswordLink(token), token);
  // Once the password is set, whose it is: the page then sends them to log in.
  const [done, setDone] = useState<PasswordLinkInfo | null>(null);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH) return setError(REGISTRATION_MESSAGES.passwordTooShort);
    if (password !== confirm) return setError(REGISTRATION_MESSAGES.passwordsDoNotMatch);
    setBusy(true);
    setError(null);
    try {
      setDone(await studioApi.setPasswordWithLink(token, password));
    } catch (caught) {
      const message = errorMessageOf(caught);
      // A link used up meanwhile (another tab) leaves nothing to retry here.
      const code = caught instanceof ApiError ? caught.code : null;
      if (code === "password_link_used" || code === "password_link_expired") refuse(message);
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="studio-login">
      <div className="studio-login__form">
        <h1>Set your password</h1>
        {link.step === "checking" ? <p>Checking your link…</p> : null}
        {link.step === "refused" ? (
          <p className="studio-login__error" role="alert">
            {link.message}
          </p>
        ) : null}
        {done ? (
          <>
            <p role="status">Your password is set. Log in to edit {done.artistName}'s site.</p>
            <a className="studio-login__link" href="/studio">
              Log in to the studio
            </a>
          </>
        ) : null}
        {link.step === "form" && !done ? (
          <form className="studio-login__fields" onSubmit={submit} noValidate>
            <p>
              Choose the password of {link.link.email}, the owner of {link.link.artistName}'s site.
            </p>
            <label htmlFor={passwordId}>New password</label>
            <input
              id={passwordId}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <label htmlFor={confirmId}>Confirm password</label>
            <input
              id={confirmId}
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
            />
            {error ? (
              <p className="studio-login__error" role="alert">
                {error}
              </p>
            ) : null}
            <button type="submit" disabled={busy}>
              {busy ? "Setting…" : "Set password"}
            </button>
          </form>
        ) : null}
      </div>
    </main>
  );
}
